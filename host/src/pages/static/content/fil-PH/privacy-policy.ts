import type { DocumentContent } from '../content-types';

export const privacyPolicyContent: DocumentContent = {
  title: 'Patakaran sa privacy',
  intro:
    'Ipinapaliwanag ng patakarang ito kung anong personal na impormasyon ang kinokolekta ng Royal Casino kapag ' +
    'ginagamit mo ang aming app, kung bakit namin ito kinokolekta, kung kanino namin ito ibinabahagi at ang mga ' +
    'pagpipilian mo.',
  sections: [
    {
      heading: 'Ang impormasyong kinokolekta namin',
      paragraphs: [
        'Kinokolekta lang namin ang kailangan para patakbuhin at panatilihing ligtas ang iyong account:',
      ],
      list: [
        'Mga detalye ng account: ang iyong account name, mobile number, login credentials at, kung idaragdag mo, ' +
          'ang iyong email address at mga detalye ng profile.',
        'Identity verification: ang mga dokumento at detalyeng ibinibigay mo kapag bine-verify namin ang iyong ' +
          'pagkakakilanlan at edad.',
        'Mga transaksyon: mga deposit, withdrawal, withdrawal account, taya, bonus at reward.',
        'Data ng device at paggamit: modelo ng device, operating system, browser, bersyon ng app, IP address at ' +
          'kung paano mo ginagamit ang app, gaya ng mga binuksang page at sinimulang laro.',
        'Mga mensahe: ang ipinapadala mo sa customer service o sa feedback form.',
      ],
    },
    {
      heading: 'Kung paano namin ito ginagamit',
      paragraphs: ['Ginagamit namin ang iyong impormasyon para:'],
      list: [
        'gawin at patakbuhin ang iyong account, at hayaan kang maglaro, mag-deposit at mag-withdraw;',
        'i-verify ang iyong pagkakakilanlan at kumpirmahin na ikaw ay 21 taong gulang pataas at puwedeng maglaro;',
        'pigilan ang panloloko, money laundering, maraming account at pang-aabuso sa bonus;',
        'tuparin ang aming mga legal at regulatory na obligasyon;',
        'sagutin ang iyong mga tanong at lutasin ang mga problema;',
        'padalhan ka ng mga service message sa iyong inbox at, kung papayag ka, ng balita tungkol sa mga promo;',
        'maunawaan kung paano ginagamit ang app para mapabuti namin ito.',
      ],
    },
    {
      heading: 'Cookies at storage sa iyong device',
      paragraphs: [
        'Nag-iimbak ang app ng kaunting impormasyon sa iyong browser: ang iyong sign-in token para manatili kang ' +
          'naka-log in, ang napili mong wika (nasa cookie nang hanggang isang taon), ang campaign na pinanggalingan ' +
          'mo at kung na-load na dati ang app. Kailangan ang mga ito para gumana ang app. Binubura ng pag-log out ' +
          'ang iyong sign-in token.',
      ],
    },
    {
      heading: 'Kung kanino namin ito ibinabahagi',
      paragraphs: [
        'Hindi namin ibinebenta ang iyong personal na impormasyon. Ibinabahagi lang namin ito kapag kailangan para ' +
          'maibigay ang aming serbisyo o kapag hinihingi ng batas:',
      ],
      list: [
        'mga payment provider na nagpoproseso ng iyong mga deposit at withdrawal;',
        'mga game provider, para sa mga larong pinipili mong laruin;',
        'mga serbisyo ng identity verification at pag-iwas sa panloloko;',
        'mga awtoridad at regulator, kapag legal kaming obligado;',
        'mga service provider na nagho-host at sumusuporta sa aming app, sa ilalim ng mga kontratang ' +
          'nagpoprotekta sa iyong impormasyon.',
      ],
    },
    {
      heading: 'Gaano katagal namin ito itinatago',
      paragraphs: [
        'Itinatago namin ang iyong impormasyon habang bukas ang iyong account. Kapag naisara na ito, itinatago ' +
          'namin ang mga record ng transaksyon at verification hangga’t hinihingi ng batas, halimbawa para sa ' +
          'anti-money-laundering, at pagkatapos ay binubura o ginagawang anonymous ang mga ito.',
      ],
    },
    {
      heading: 'Seguridad',
      paragraphs: [
        'Naka-encrypt ang lahat ng trapiko sa pagitan ng app at ng aming mga server, at limitado ang access sa ' +
          'personal na impormasyon sa mga staff na nangangailangan nito sa kanilang trabaho. Makakatulong ka: huwag ' +
          'ibahagi ang iyong password o mga SMS code, at mag-log out sa mga device na ginagamit din ng iba. ' +
          'Hinding-hindi hihingin ng aming staff ang iyong password.',
      ],
    },
    {
      heading: 'Ang iyong mga karapatan',
      paragraphs: [
        'Maaari mong hilingin na makita ang impormasyong hawak namin tungkol sa iyo, itama ito, o ipabura ito kung ' +
          'hindi kami obligadong itago ito. Maaari mong ihinto ang mga promotional message anumang oras. Para ' +
          'humiling, makipag-ugnayan sa customer service; maaari muna naming hilingin na kumpirmahin mo ang iyong ' +
          'pagkakakilanlan.',
      ],
    },
    {
      heading: 'Edad',
      paragraphs: [
        'Hindi para sa sinumang wala pang 21 taong gulang ang Royal Casino. Kapag nalaman naming nakapagparehistro ' +
          'ang isang taong wala pang 21, isinasara namin ang account.',
      ],
    },
    {
      heading: 'Mga pagbabago sa patakarang ito',
      paragraphs: [
        'Kapag in-update namin ang patakarang ito, inilalathala namin ang bagong bersyon sa page na ito. Para sa ' +
          'mahahalagang pagbabago, ipinapaalam din namin ito sa iyong inbox.',
      ],
    },
  ],
  related: {
    heading: 'Kaugnay',
    links: [
      { label: 'Mga tuntunin ng paggamit', href: '/terms-of-use' },
      { label: 'Customer service', href: '/service' },
    ],
  },
};
