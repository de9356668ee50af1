import type agentEnUs from './en-us';

/** The agent namespace in Filipino (fil-PH); every en-US key, same placeholders. */
export default {
  sections: 'Mga bahagi ng programa',
  tabs: { overview: 'Buod', team: 'Aking team', commission: 'Komisyon' },
  tabText: {
    overview:
      'Imbitahin ang mga kaibigan gamit ang iyong link. Kapag nagdeposito at naglaro sila, kikita ka ng komisyon sa kanilang turnover.',
    team: 'Ang mga kaibigang sumali gamit ang iyong link, at kung ilan sa kanila ang nakapagdeposito nang kwalipikado.',
    commission:
      'Kinukuwenta araw-araw ang komisyon mula sa mga valid na taya ng iyong team at idinadagdag sa iyong balanse.',
  },
  yourCode: 'Ang iyong invite code: {{code}}',
  loginToInvite: 'Mag-log in para sa iyong invite link',
  linkLabel: 'Ang iyong invite link',
  share: 'Ibahagi ang link',
  copied: 'Nakopya ang link',
  shareTitle: 'Sumali ka sa akin sa Royal Casino',
  shareText: 'Mag-sign up gamit ang aking link at pareho tayong makakakuha ng gantimpala.',
  pages: {
    agent: { title: 'Mag-imbita ng kaibigan', intro: 'Kumita ng komisyon sa bawat kaibigang naglalaro.' },
    rule: {
      title: 'Mga patakaran ng programa',
      intro:
        'Sino ang bilang na valid na imbitasyon, paano kinukuwenta ang komisyon, at kailan ito ibinibigay.',
    },
    share: { title: 'Ibahagi ang iyong link', intro: 'Ipadala ang iyong personal na link sa mga kaibigan.' },
  },
} satisfies typeof agentEnUs;
