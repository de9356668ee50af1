import type activitiesEnUs from './en-us';

/** The activities namespace in Filipino (fil-PH); every en-US key, same placeholders. */
export default {
  pages: {
    bank: {
      title: 'Savings bank',
      intro: 'Itabi ang mga coin sa savings bank at kumita ng interes sa iyong naitatabi.',
    },
    firstDeposit: {
      title: 'Bonus sa unang deposito',
      intro: 'May dagdag na bonus ang iyong unang top-up bukod sa mga coin na binili mo.',
    },
    follow: {
      title: 'Gantimpala sa pag-follow',
      intro: 'I-follow ang aming mga social channel at kumuha ng gantimpala sa bawat isa.',
    },
    live: {
      title: 'Mga live show',
      intro: 'Manood ng live show at sumali sa mga draw na inanunsyo sa stream.',
    },
    slotsHack: {
      title: 'Slots hack',
      intro: 'Araw-araw na hamon sa slots: abutin ang target na spin para makakuha ng dagdag na gantimpala.',
    },
    spin: { title: 'Lucky spin', intro: 'Mag-imbita ng kaibigan para makakuha ng spin sa lucky wheel.' },
    lottery: {
      title: 'Lotto sa weekend',
      intro: 'Mag-ipon ng lottery coupon sa buong linggo at manalo ng premyo sa draw sa weekend.',
    },
    lotteryHistory: { title: 'Kasaysayan ng draw', intro: 'Mga nanalong numero ng mga nakaraang draw.' },
    lotteryOrder: {
      title: 'Aking mga lottery order',
      intro: 'Ang mga tiket na binili mo para sa mga susunod na draw.',
    },
    lotteryProduct: { title: 'Mga premyo ng lotto', intro: 'Ang mga premyo ng susunod na draw.' },
    lotteryRecord: {
      title: 'Talaan ng lotto',
      intro: 'Ang iyong mga panalo sa lotto at mga coupon na nagamit.',
    },
    lotteryRule: {
      title: 'Mga patakaran ng lotto',
      intro: 'Paano nakukuha ang coupon, paano gumagana ang draw at paano ibinibigay ang premyo.',
    },
    redpkblue: {
      title: 'Ulan ng red packet',
      intro: 'Saluhin ang mga red packet habang umuulan para manalo ng coin.',
    },
    redpkblueRule: {
      title: 'Mga patakaran ng red packet',
      intro: 'Kailan nagsisimula ang ulan at paano ikinikredito ang mga packet.',
    },
    signIn: {
      title: 'Araw-araw na sign-in',
      intro: 'Mag-sign in araw-araw para humaba ang iyong streak at makakuha ng araw-araw na gantimpala.',
    },
    signInRule: {
      title: 'Mga patakaran ng sign-in',
      intro: 'Nagre-reset ang araw tuwing hatinggabi UTC; kapag may nalaktawang araw, uulit ang streak.',
    },
    rank: {
      title: 'Leaderboard',
      intro: 'Ang mga nangungunang manlalaro ngayong panahon ayon sa turnover, at ang iyong puwesto.',
    },
    points: {
      title: 'Points mall',
      intro: 'Ipagpalit ang mga puntos na naipon mo sa paglalaro para sa coin at premyo.',
    },
    rewardRecord: {
      title: 'Talaan ng gantimpala',
      intro: 'Bawat gantimpala ng activity na naikredito sa iyong account.',
    },
  },
  popups: {
    close: 'Isara',
    signIn: {
      title: 'Araw-araw na sign-in',
      message:
        'Handa na ang sign-in reward mo ngayong araw. Mag-sign in araw-araw para umakyat sa reward ladder.',
      claim: 'Mag-sign in na',
    },
  },
} satisfies typeof activitiesEnUs;
