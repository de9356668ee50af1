import type { DocumentContent } from '../content-types';

export const termsOfUseContent: DocumentContent = {
  title: 'Mga tuntunin ng paggamit',
  intro:
    'Saklaw ng mga tuntuning ito ang lahat ng nagpaparehistro o gumagamit ng Royal Casino. Basahin ang mga ito ' +
    'nang mabuti: sa paggawa ng account, kinukumpirma mong tinatanggap mo ang mga ito.',
  sections: [
    {
      heading: '1. Kasunduan',
      paragraphs: [
        'Ang mga tuntuning ito, ang aming Patakaran sa privacy at ang mga patakarang kasama ng bawat laro, ' +
          'activity at promo ang bumubuo sa kasunduan mo at ng Royal Casino. Kung iba ang patakaran ng isang promo ' +
          'sa mga tuntuning ito, ang patakaran ng promo ang masusunod para sa promong iyon.',
      ],
    },
    {
      heading: '2. Sino ang puwedeng magparehistro',
      paragraphs: [
        'Puwede ka lang magparehistro at maglaro kung ikaw ay hindi bababa sa 21 taong gulang at legal para sa iyo ' +
          'ang online gaming kung nasaan ka. Hindi puwedeng magparehistro o maglaro ang mga sumusunod:',
      ],
      list: [
        'mga opisyal ng gobyerno;',
        'mga miyembro ng sandatahang lakas at ng pulisya;',
        'mga taong wala pang 21 taong gulang;',
        'mga taong nakalista sa isang restricted-person database;',
        'mga may hawak ng gaming licence.',
      ],
    },
    {
      heading: '3. Mga player na hindi kwalipikado',
      paragraphs: [
        'Kapag nalaman naming hindi kwalipikado ang isang player ayon sa seksyon 2, isinasara namin ang account. ' +
          'Mawawala ang anumang pondo rito, kasama ang mga panalo at bonus.',
      ],
    },
    {
      heading: '4. Ang iyong account',
      paragraphs: [
        'Isang account lang ang puwede mong hawakan. Dapat totoo at sa iyo ang mga detalyeng ibibigay mo. Ilihim ang ' +
          'iyong password at mga SMS code: ikaw ang mananagot sa lahat ng aktibidad sa iyong account. Sabihan agad ' +
          'ang customer service kung sa tingin mo ay may ibang gumamit nito.',
        'Maaari naming hilingin anumang oras na i-verify mo ang iyong pagkakakilanlan, edad at mga payment method, ' +
          'at palagi bago ang iyong unang withdrawal.',
      ],
    },
    {
      heading: '5. Mga deposit at withdrawal',
      paragraphs: [
        'Mag-deposit lamang gamit ang mga payment method na pag-aari mo. Nakadepende sa payment channel ang mga ' +
          'minimum na halaga at ipinapakita ang mga ito sa deposit page.',
        'Ibinabayad ang mga withdrawal sa account na nakapangalan sa iyo. Nakadepende sa payment method ang tagal ' +
          'ng pagproseso. Maaari naming i-hold ang isang withdrawal habang tinatapos namin ang mga identity check o ' +
          'iniimbestigahan ang hinihinalang panloloko o paglabag sa mga tuntuning ito.',
      ],
    },
    {
      heading: '6. Mga bonus at promo',
      paragraphs: [
        'May sariling patakaran, petsa at anumang wagering requirement ang bawat bonus at promo, na ipinapakita sa ' +
          'page nito. Available lang ang mga libreng bonus sa mga player na nakagawa na ng kahit isang valid na ' +
          'top-up.',
        'Para sa personal na gamit ang mga bonus. Ang paggamit ng maraming account, pakikipagsabwatan sa ibang ' +
          'player o pagsasamantala sa mga error para makakuha ng bonus ay hahantong sa pagkawala ng mga ito at ' +
          'maaaring humantong sa pagsasara ng account.',
      ],
    },
    {
      heading: '7. VIP programme',
      paragraphs: [
        'Nakadepende ang iyong VIP level sa iyong aktibidad ayon sa nakasaad sa VIP page, kasama ang mga benepisyo ' +
          'ng bawat level. Maaari naming baguhin ang programme; hindi maaapektuhan ang mga benepisyong natanggap mo ' +
          'na.',
      ],
    },
    {
      heading: '8. Responsableng paglalaro',
      paragraphs: [
        'Maglaro lamang gamit ang perang kaya mong mawala. Maaari kang magtakda ng mga limit sa Me > Self-limits, ' +
          'at maaaring i-pause o isara ng customer service ang iyong account kapag hiniling mo. Maaari rin naming ' +
          'limitahan o isara ang isang account kapag nag-aalala kami sa kapakanan ng isang player.',
      ],
    },
    {
      heading: '9. Patas na paglalaro',
      paragraphs: [
        'Hindi pinapayagan ang mga sumusunod at maaaring humantong sa pagsasara ng account at pagkawala ng pondo:',
      ],
      list: [
        'paggamit ng bot, script o iba pang automated na tool;',
        'pagsasamantala sa mga depekto o error ng software;',
        'pakikipagsabwatan sa ibang player;',
        'panloloko, money laundering o paggamit ng mga payment method na hindi sa iyo.',
      ],
    },
    {
      heading: '10. Pagsasara ng account',
      paragraphs: [
        'Maaari mong hilingin sa customer service na isara ang iyong account anumang oras. Maaari naming suspindihin ' +
          'o isara ang isang account na lumalabag sa mga tuntuning ito. Kapag naisara ang isang account, ibinabayad ' +
          'ang anumang balanseng hindi nawala ayon sa mga tuntuning ito, pagkatapos ng mga karaniwang pagsusuri.',
      ],
    },
    {
      heading: '11. Pananagutan',
      paragraphs: [
        'Sinisikap naming panatilihing available at tama ang Royal Casino, pero maaaring maantala ang serbisyo, ' +
          'halimbawa habang may maintenance. Kapag nagkaaberya ang isang laro, walang bisa ang mga apektadong round. ' +
          'Hanggang sa pinapayagan ng batas, hindi kami mananagot sa mga pagkalugi dahil sa mga pagkaantala o ' +
          'aberyang wala sa aming kontrol.',
      ],
    },
    {
      heading: '12. Mga pagbabago sa mga tuntuning ito',
      paragraphs: [
        'Maaari naming i-update ang mga tuntuning ito. Inilalathala namin ang bagong bersyon sa page na ito at ' +
          'ipinapaalam namin sa iyong inbox ang mahahalagang pagbabago. Kung patuloy mong gagamitin ang Royal Casino ' +
          'pagkatapos ng isang pagbabago, ang mga na-update na tuntunin ang masusunod.',
      ],
    },
  ],
  related: {
    heading: 'Kaugnay',
    links: [
      { label: 'Patakaran sa privacy', href: '/privacy-policy' },
      { label: 'Mga madalas itanong', href: '/faq' },
      { label: 'Customer service', href: '/service' },
    ],
  },
};
