import type { DocumentContent } from '../content-types';

export const aboutUsContent: DocumentContent = {
  title: 'Tungkol sa Royal Casino',
  intro:
    'Ang Royal Casino ay online casino na ginawa para sa iyong phone: maraming pagpipiliang slot, table at live ' +
    'games, VIP programme na nagbibigay-gantimpala sa mga tapat na player, at tulong tuwing kailangan mo.',
  sections: [
    {
      heading: 'Sino kami',
      paragraphs: [
        'Ang Royal Casino ay online gaming platform para sa mga nasa hustong gulang na 21 pataas. Ginawa namin ito ' +
          'para sa mobile una sa lahat: bumubukas ito sa iyong browser, naii-install sa home screen sa loob ng ' +
          'ilang segundo at hindi kailangang i-download mula sa app store.',
        'Naniniwala kami na dapat ay libangan ang paglalaro. Kaya para sa amin, kasinghalaga ng mga laro ang ' +
          'malinaw na mga patakaran, ligtas na mga bayad at mga tool para manatili kang may kontrol.',
      ],
    },
    {
      heading: 'Ang puwede mong gawin',
      paragraphs: ['Sa iisang account, magagamit mo ang lahat ng iniaalok ng Royal Casino:'],
      list: [
        'Maglaro ng slot, table at live games, o subukan muna ang marami sa mga ito nang walang taya.',
        'Mag-deposit at mag-withdraw ng coins sa mga payment channel na available sa iyong rehiyon.',
        'Umakyat sa mga VIP level para makakuha ng rebate, level-up bonus at sariling VIP customer service.',
        'Sumali sa mga activity gaya ng araw-araw na sign-in, spin, lottery at lucky jackpot.',
        'Mag-imbita ng mga kaibigan sa aming agent programme at subaybayan ang iyong mga reward sa iisang lugar.',
      ],
    },
    {
      heading: 'Malinaw na mga patakaran',
      paragraphs: [
        'Ipinapakita ng bawat activity at promo ang mga patakaran nito bago ka sumali. Kailangan ng kahit isang ' +
          'valid na top-up sa iyong account para sa mga libreng bonus.',
        'Laging makikita sa iyong account ang kasaysayan ng iyong deposit, withdrawal, taya at reward, kaya ' +
          'masusuri mo mismo ang bawat transaksyon.',
      ],
    },
    {
      heading: 'Responsableng paglalaro',
      paragraphs: [
        'Ang paglalaro ay isang uri ng libangan, hindi paraan para kumita ng pera. Pagpasyahan nang maaga kung ' +
          'gaano karaming oras at pera ang gusto mong gastusin, magpahinga nang regular at huwag habulin ang mga ' +
          'natalo.',
        'Maaari kang magtakda ng sarili mong limit sa Me > Self-limits anumang oras. Kung hindi na masaya ang ' +
          'paglalaro, maaaring i-pause o isara ng aming customer service team ang iyong account.',
      ],
    },
    {
      heading: 'Sino ang puwedeng maglaro',
      paragraphs: [
        'Para lamang ang Royal Casino sa mga nasa hustong gulang na 21 pataas, at kung saan legal para sa kanila ' +
          'ang online gaming. Hindi puwedeng magparehistro ang mga opisyal ng gobyerno, mga miyembro ng sandatahang ' +
          'lakas at pulisya, mga taong nasa restricted-person database at mga may hawak ng gaming licence. Tingnan ' +
          'ang Mga tuntunin ng paggamit para sa mga detalye.',
      ],
    },
    {
      heading: 'Makipag-ugnayan sa amin',
      paragraphs: [
        'May tanong, puna o problema sa iyong account? I-tap ang headset icon sa itaas ng screen o buksan ang ' +
          'Customer service page para makausap ang aming team.',
      ],
    },
  ],
  related: {
    heading: 'Karagdagang impormasyon',
    links: [
      { label: 'Mga madalas itanong', href: '/faq' },
      { label: 'Mga tuntunin ng paggamit', href: '/terms-of-use' },
      { label: 'Patakaran sa privacy', href: '/privacy-policy' },
      { label: 'Customer service', href: '/service' },
    ],
  },
};
