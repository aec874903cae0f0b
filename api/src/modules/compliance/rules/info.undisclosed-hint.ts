import { rx } from './vocabulary';
import type { RuleModule, Matcher } from './rule';

const PUBLIC_SOURCE = rx(
  String.raw`\b(?:Form 4|SEDI|filings?|filed|reported|disclosed|according to|public records?|insider reports?|SEDAR)\b`,
  'i',
);

const DEAL_WORDS = rx(String.raw`\b(?:deal|agreement|acquisition|partnership|contract|merger|buyout|takeover|discovery|offer)\b`, 'i');

const HINT_STRUCTURE: readonly Matcher[] = [
  {
    triggers:
      "shh|well|i 've b|i 've l|i are t|i gathe|i have |i hear |i heard|i learn|i under|in late|we 've |we are |we gath|we have|we hear|we lear|we unde|about to|bay stre|city sou|connect |could be|draw you|expect b|expect h|expect m|expect s|expect v|heard fr|howe str|in the w|industry|keep an |know som|knows so|market s|may be f|negotiat|not allo|not at l|not perm|read bet|reported|rumoredl|rumoured|sitting |somebody|someone |spotted |street s|talk are|talk at |talk in |talk is |talk wel|talks ar|talks at|talks in|talks is|talks we|that's a|thats al|there is|there's |theres b|theres c|theres t|watch cl|watch th|without |you didn",
    re: rx(
      String.raw`\b(?:we|I) (?:hear|understand|gather|are told|have been told|'ve been told|heard|learned|'ve learned)\b(?: that)? (?:a|an|the|some|one|someone|management|they|it)\b|\b(?:there'?s|there is) (?:talk|chatter|buzz)\b|\bwell~(?:placed|connected)\b|\b(?:City|market|industry|Street|Bay Street|Howe Street) sources\b|\bthat'?s all I can say\b|\bwithout giving (?:anything|too much) away\b|\b(?:connect the dots|draw your own conclusions?|read between the lines|you didn'?t hear (?:it|this) from me|shh+)\b|\bkeep an eye on (?:this|the RNS|the news|the name|this name|the ticker|the feed|it)\b|\bwatch (?:this space|the level 2|closely)\b|\bnot (?:permitted|allowed|at liberty) to (?:describe|say|disclose|discuss)\b|\bsitting on (?:a bombshell|results|news|something|a secret)\b|\b(?:knows?|know) something\b|\bin the works\b|\b(?:talks?|negotiations?) (?:are |is )?(?:in (?:late~stage|advanced)|well advanced|at an advanced stage)\b|\bin late~stage talks\b|\b(?:could|may) be forthcoming\b|\bexpect (?:very |some |highly )?(?:material|big|major) news\b|\babout to be (?:unveiled|revealed|announced)\b|\bspotted (?:in|at|with)\b|\bheard from (?:someone|a (?:friend|source|contact))\b|\b(?:reportedly|rumou?redly) (?:included|visited|met)\b|\b(?:someone|somebody) big is (?:accumulating|buying|loading)\b`,
    ),
  },
  {
    triggers: 'knew som|knew wha|know som|know wha|knows so|knows wh|somethin',
    re: rx(
      String.raw`\bsomething\b[^.;]{0,30}\b(?:about to|going to|set to|will)\b[^.;]{0,40}\b(?:shock|stun|surprise|blow away|wake up|change everything|rock)\b|\b(?:know|knows|knew) (?:what'?s|what is|something(?: big)?(?: is)?) coming\b`,
    ),
  },
  {
    triggers:
      "big|game|huge|i'm |i am |major|we're |i keep |massive|monster|we are |acquirer|are circ|bidder a|bidder i|bidders |blockbus|buyer ar|buyer is|buyers a|buyers i|explosiv|folks in|giant ar|giant is|giants a|giants i|i've bee|insiders|investor|is circl|partner |partners|people i|player a|player i|players |signific|suitor a|suitor i|suitors |those in|traders |transfor|we keep |we've be",
    re: rx(
      String.raw`\b(?:I'm|I am|we're|we are|I've been|we've been|I keep|we keep) (?:\w+ )?(?:hearing|being told|getting word)\b|\b(?:those|people|folks|investors|traders|insiders) in the know\b|\b(?:huge|big|major|massive|game~changing|transformational|blockbuster|significant|explosive|monster)\b (?:\w+ )?(?:catalyst|announcement|news|deal|partner|partnership|contract|development|update|surprise)s?\b[^.;]{0,30}\b(?:next week|this week|any day|shortly|tomorrow|imminent\w*|within days|days away|about to|coming soon)\b|\b(?:partner|buyer|suitor|acquirer|bidder|major|player|giant)s? (?:is|are) (?:about|set|poised|ready|preparing|getting ready) to (?:sign|bid|pounce|make an? (?:offer|bid|move)|announce|come in|step in|swoop)\b|\b(?:is|are) circling\b`,
    ),
  },
  {
    triggers:
      "can not|can't d|can't g|can't n|can't r|can't s|can't t|can't y|cannot |cant di|cant go|cant na|cant re|cant sa|cant sh|cant ta|cant te|cant ye|not abl|not all|not at |not fre|a little|from goo|from sol|from ver|insider |my conta|my sourc|on good |on solid|on very |our cont|our sour",
    re: rx(
      String.raw`\b(?:can'?t|cannot|can not|not (?:allowed|able|at liberty|free) to) (?:yet )?(?:say|reveal|disclose|tell you|share|go into|name|talk about)(?: \w+){0,2}? (?:more|much|the details|details|names?|who|what|yet|everything|specifics)\b|\b(?:on|from) (?:good|very good|solid) authority\b|\ba little bird\b|\b(?:my|our) (?:sources|contacts)\b|\binsider (?:info|information|knowledge)\b`,
    ),
  },
  {
    triggers:
      'acquisi|announc|bid are|bid is |bids ar|bids is|buyout |buyouts|catalys|contrac|deal ar|deal is|deals a|deals i|merger |mergers|news ar|news is|newss a|newss i|offer a|offer i|offers |partner|takeove',
    re: rx(
      String.raw`\b(?:deal|buyout|takeover|offer|merger|acquisition|partnership|contract|news|announcement|catalyst|bid)s? (?:is|are) (?:very |so |now )?(?:close|near|imminent|brewing|in the works|around the corner|on the way|coming|days away|weeks away)\b(?! to (?:completion|closing|final))`,
    ),
    unless: rx(String.raw`\b(?:expected to close|closing conditions|subject to)\b`, 'i'),
  },
  {
    triggers: 'news |event |catalys|develop|knew so|know so|knows s|see som|sees so',
    re: rx(
      String.raw`\b(?:know|knows|knew|see|sees) something (?:the market|the street|wall street|(?:most |other )?investors|the public|others|you|everyone else|nobody else)(?: \w+)? (?:doesn'?t|does not|don'?t|do not|hasn'?t|haven'?t)\b|\b(?:catalyst|news|development|event)(?: \w+){0,3}? (?:the market|the street|wall street|investors|the public|nobody|no one) (?:doesn'?t|does not|don'?t|do not|hasn'?t) (?:know|see|realize|expect)\b`,
    ),
  },
  // "We understand from discussions with the company...", "Insiders have hinted that...", "Something is brewing".
  {
    triggers:
      "has not |hasn't b|hasnt be|have not|haven't |havent b|i 've le|i are to|i gather|i have b|i have l|i hear f|i unders|insider |insiders|people c|somethin|sources |we 've l|we are t|we gathe|we have |we hear |we under",
    re: rx(
      String.raw`\b(?:we|I) (?:understand|hear|gather|have learned|'ve learned|are told|have been told) from\b|\b(?:insiders?|sources|people close to (?:the company|management))(?: \w+)? (?:have |has )?(?:hinted|tipped us|whispered|let slip|told us privately)\b|\bsomething (?:big |huge |major )?(?:is )?(?:brewing|cooking|afoot)\b|\b(?:haven'?t|have not|hasn'?t|has not) been (?:released|announced|made public) yet\b`,
    ),
  },
];

export const rule: RuleModule = {
  id: 'info.undisclosed-hint',
  category: 'info',
  title: 'Hint of undisclosed information',
  promotional: true,
  severity: 'critical',
  citation: 'Regulation FD; UK MAR art.17; OTC Markets best practice',
  message: 'Hints at information the market does not have. Material news must be released to everyone at once, never teased.',
  suggestion: 'Remove "{match}". If there is material news, release it through the newswire first; otherwise say nothing about it.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  matchers: [
    {
      triggers: 'big|game|huge|major|blockbus|people c|someone |somethin|sources |stay tun|those cl|transfor',
      re: rx(
        String.raw`\bsomething (?:very |really )?(?:big|huge|major|special|exciting) (?:is )?(?:about to (?:happen|be announced|drop|break)|coming)\b|\b(?:people|someone|those|sources) close to (?:management|the company|the board|the deal)\b|\b(?:game~changing|blockbuster|major|huge|big|transformational) (?:announcement|news|deal|partnership)\b[^.;]{0,30}\b(?:shortly|soon|days away|any day|imminent)\b|\bstay tuned\b`,
      ),
    },
    {
      triggers: 'big mone|insider |insiders|institut|smart mo',
      re: rx(
        String.raw`\binsiders? (?:are|have been|were) (?:quietly |aggressively |heavily )?(?:buying|loading up|accumulating|scooping|snapping)\b|\b(?:smart|big|insider|institutional) money (?:is|has been) (?:quietly )?(?:buying|loading|accumulating|moving in|piling in|flooding|pouring|rushing)\b`,
      ),
      unless: PUBLIC_SOURCE,
    },
    {
      triggers:
        'before a|before b|before c|before d|before m|before n|before p|before r|before s|before t|once ann|once new|once the|once thi|when ann|when new|when the|when thi',
      re: rx(
        String.raw`\bbefore (?:the |this |that )?(?:news|announcement|deal|merger|buyout|takeover|results|press release|catalyst) (?:is |gets |goes )?(?:breaks?|hits?|comes? out|gets out|is out|goes public|released|announced|made public|public|drops?)\b|\b(?:when|once) (?:the |this )?(?:news|announcement) (?:breaks|hits|drops|gets out|comes out|goes public)\b|\bbefore (?:the )?(?:public|market|street) (?:knows|finds out|hears)\b|\bbefore anyone else (?:knows|finds out|hears)\b`,
      ),
    },
    {
      triggers: 'big|game|huge|major|massive|blockbus|exciting|importan|material|signific|transfor',
      re: rx(
        String.raw`\b(?:big|major|huge|massive|game~changing|transformational|blockbuster|significant|important|material|exciting) (?:news|announcements?|catalysts?|deals?|developments?|updates?|partnerships?|contracts?) (?:is |are )?(?:coming|(?:expected|due|set|slated) (?:soon|shortly|any day|imminently|within days)|imminent|pending|on the way|around the corner|about to (?:drop|hit|break|be announced)|in the works|in the pipeline)\b`,
      ),
    },
    {
      triggers:
        'announce|brace fo|catalyst|deal are|deal com|deal imm|deal is |expect a|expect b|expect f|expect h|expect m|expect s|get read|news are|news com|news imm|news is |prepare |somethin|stay tun',
      re: rx(
        String.raw`\b(?:announcements?|news|deal|catalyst) (?:is |are )?(?:imminent|coming (?:soon|any day|shortly))\b|\bsomething (?:big|huge|major|special) (?:is )?(?:coming|brewing|in the works|about to happen|cooking)\b|\bstay tuned for (?:big|major|huge|exciting|some big)\b|\b(?:expect|brace for|get ready for|prepare for) (?:some )?(?:fireworks|big things|a big move|a huge move|major news|huge news|a (?:big )?surprise|something big)\b`,
      ),
    },
    {
      triggers:
        "i been |i have |i heard|i learn|i've be|i've he|i've le|inside |next an|next ne|next pr|next up|rumor h|rumor s|rumored|rumors |rumour |rumoure|rumours|somethi|sources|the mar|the pub|the str|upcomin|we been|we have|we hear|we lear|we've b|we've h|we've l|what ma|what pu|what st|whisper|word is|word on",
      re: rx(
        String.raw`\b(?:I|we)(?:'ve| have)? (?:heard|been told|learned) (?:that|from|whispers|rumou?rs)\b|\bsources (?:tell|told|say|said|close to)\b|\bword (?:on the street )?is\b|\brumou?r(?:s|ed)? (?:has it|say|suggests?)\b|\bwhispers? (?:of|that|about)\b|\binside (?:tip|scoop|track|word)\b|\b(?:what|something|the) (?:market|street|public) (?:doesn'?t|does not|don'?t) (?:know|see|realize)\b|\b(?:next|upcoming) (?:press release|announcement|news release|update|news) (?:will|is going to) (?:blow|shock|surprise|stun|change|send)\b`,
      ),
    },
    {
      triggers:
        'could be|imminent|is about|is set t|may be a|may be b|may be t|might be|rumored |rumoured|secret a|secret b|secret d|secret m|secret o|secret t|takeover|will be ',
      re: rx(
        String.raw`\b(?:imminent|secret|rumou?red) (?:buyout|takeover|take-over|acquisition|merger|deal|offer)\b|\btakeover (?:talk|rumou?rs)\b|\b(?:could|will|may|might|is about to|is set to) be (?:acquired|bought out|taken over) (?:any day|soon|shortly|imminently|any time)\b`,
      ),
    },
    {
      triggers: "has not |hasn't b|hasn't y|hasnt be|hasnt ye|not yet |yet to b",
      re: rx(
        String.raw`\b(?:not yet|yet to be|hasn'?t (?:yet )?been|has not (?:yet )?been) (?:made )?(?:public|publicly (?:announced|disclosed)|announced|disclosed)\b`,
      ),
      needs: DEAL_WORDS,
    },
    ...HINT_STRUCTURE,
  ],
  examples: {
    valid: [
      'No announcement is imminent, and the company does not comment on market rumours.',
      'The company is not aware of any material change in its affairs that has not been publicly disclosed.',
    ],
    invalid: ['Draw your own conclusions.', "You didn't hear it from me."],
  },
};
