import type { FaqContent } from '../content-types';

export const faqContent: FaqContent = {
  title: 'Mga madalas itanong',
  intro: 'Mabilis na sagot tungkol sa iyong account, mga bayad, VIP, mga bonus at pananatiling may kontrol.',
  groups: [
    {
      heading: 'Account',
      entries: [
        {
          question: 'Paano gumawa ng account?',
          answer:
            'I-tap ang Register, pumili ng account name at password, kumpirmahin na ikaw ay 21 taong gulang pataas ' +
            'at tanggapin ang Mga tuntunin ng paggamit. Pagkatapos, makakapag-log in ka gamit ang iyong account name ' +
            'at password, o gamit ang iyong mobile number at SMS code.',
        },
        {
          question: 'Nakalimutan ko ang password ko. Ano ang dapat kong gawin?',
          answer:
            'Sa log-in page, i-tap ang Forgot password, ilagay ang iyong mobile number at ang SMS code na ipapadala ' +
            'namin sa iyo, saka pumili ng bagong password.',
        },
        {
          question: 'Puwede ba akong magkaroon ng higit sa isang account?',
          answer:
            'Hindi. Isang account lang ang puwede sa bawat tao. Isinasara ang mga dobleng account at mawawala ang ' +
            'anumang bonus na natanggap sa mga ito.',
        },
      ],
    },
    {
      heading: 'Mga deposit',
      entries: [
        {
          question: 'Paano mag-deposit?',
          answer:
            'I-tap ang Deposit sa bottom bar, pumili ng payment channel at halaga, at sundin ang mga hakbang sa ' +
            'screen. Maa-update ang iyong balanse sa sandaling makumpirma ang bayad.',
        },
        {
          question: 'Bakit hindi ako makapili ng mas maliit na halaga ng deposit?',
          answer:
            'May minimum na deposit ang bawat payment channel, at hindi iniaalok ang mga halagang mas mababa rito. ' +
            'Sa ilang channel, mas mataas ang minimum para sa mga player na nakapag-deposit na dati.',
        },
      ],
    },
    {
      heading: 'Mga withdrawal',
      entries: [
        {
          question: 'Paano i-withdraw ang aking panalo?',
          answer:
            'Buksan ang iyong wallet, i-tap ang Withdraw, magdagdag ng withdrawal account na nakapangalan sa iyo at ' +
            'ilagay ang halaga. Masusubaybayan mo ang status ng bawat withdrawal sa iyong wallet records.',
        },
        {
          question: 'Bakit pending pa rin ang aking withdrawal?',
          answer:
            'Maaaring i-hold ang withdrawal habang bine-verify namin ang iyong pagkakakilanlan, sinusuri kung natupad ' +
            'na ang wagering requirements ng isang bonus, o tinatapos ang mga security check. Nakadepende rin sa ' +
            'payment method ang tagal ng pagproseso.',
        },
        {
          question: 'Kailangan ko bang i-verify ang aking pagkakakilanlan?',
          answer:
            'Oo, bago ang iyong unang withdrawal at tuwing hihilingin namin. I-upload ang iyong ID sa Me > Profile > ' +
            'Identity verification. Kinukumpirma ng verification na ikaw ay 21 taong gulang pataas at pinoprotektahan ' +
            'nito ang iyong account.',
        },
      ],
    },
    {
      heading: 'VIP',
      entries: [
        {
          question: 'Paano gumagana ang VIP programme?',
          answer:
            'Tumataas ang iyong VIP level kasabay ng iyong aktibidad. Sa mas matataas na level, makakakuha ka ng mga ' +
            'benepisyo gaya ng bet rebate, level-up bonus, araw-araw na reward at sariling VIP customer service. ' +
            'Ipinapakita ng VIP page ang iyong progreso at ang mga benepisyo ng bawat level.',
        },
      ],
    },
    {
      heading: 'Mga bonus',
      entries: [
        {
          question: 'Bakit hindi ko makuha ang isang libreng bonus?',
          answer:
            'Available lang ang mga libreng bonus kapag nakagawa ka na ng kahit isang valid na top-up. Tingnan din ' +
            'ang mga patakaran at petsa sa promo page: may mga alok na para lamang sa ilang VIP level o panahon.',
        },
        {
          question: 'Paano ko malalaman na may reward akong makukuha?',
          answer:
            'May lalabas na pulang tuldok sa menu item kung saan may naghihintay na reward. Nakalista sa iyong ' +
            'reward records ang lahat ng natanggap mo.',
        },
      ],
    },
    {
      heading: 'Responsableng paglalaro',
      entries: [
        {
          question: 'Paano ko malilimitahan ang aking paglalaro?',
          answer:
            'Pumunta sa Me > Self-limits para magtakda ng sarili mong limit. Kung kailangan mo ng pahinga, maaaring ' +
            'i-pause ng customer service ang iyong account sa panahong pipiliin mo, o isara ito.',
        },
        {
          question: 'Saan ako makakahingi ng tulong kung hindi na masaya ang paglalaro?',
          answer:
            'Tumigil sa paglalaro at kausapin ang taong pinagkakatiwalaan mo. Kayang isara agad ng aming customer ' +
            'service team ang iyong account, at may mga organisasyon sa iyong bansa na tumutulong sa problem ' +
            'gambling nang libre at kumpidensyal.',
        },
      ],
    },
    {
      heading: 'Seguridad',
      entries: [
        {
          question: 'Paano ninyo pinapanatiling ligtas ang aking account?',
          answer:
            'Naka-encrypt ang lahat ng koneksyon sa Royal Casino, at kailangan ng SMS code na ipinadala sa iyong ' +
            'phone para mag-reset ng password. Huwag ibahagi kaninuman ang iyong password o mga SMS code: hinding-' +
            'hindi ito hihingin ng aming staff.',
        },
        {
          question: 'Sino ang puwedeng maglaro sa Royal Casino?',
          answer:
            'Mga nasa hustong gulang na 21 pataas lamang, kung saan legal para sa kanila ang online gaming. Hindi ' +
            'puwedeng magparehistro ang mga opisyal ng gobyerno, mga miyembro ng sandatahang lakas at pulisya, mga ' +
            'taong nasa restricted-person database at mga may hawak ng gaming licence.',
        },
      ],
    },
  ],
  moreHelp: {
    heading: 'Kailangan mo pa ba ng tulong?',
    text: 'Handang tumulong ang aming customer service team sa anumang hindi nasagot dito.',
    link: { label: 'Makipag-ugnayan sa customer service', href: '/service' },
  },
};
