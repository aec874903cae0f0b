import { gap, rx } from './vocabulary';
import { GROWTH_VERB } from '../compliance.lexicon';
import type { RuleModule, Matcher } from './rule';

// Structure of urgency with a permanent price rise (issue 41 point 2), read as roles rather than wordings:
//   who          the reader who waits (WAITER: "investors who wait for the result", "anyone still hesitating",
//                "latecomers", "readers who hold off"), or nobody named
//   boundary     an event or a time after which it is too late (BOUNDARY: "after the AGM", "once the assays land",
//                "by the time the funds arrive", "by Monday"), or a stock of shares running out ("only days left")
//   outcome      the price changed for good, or a loss to the one who waits (LATE_LOSS: "will be paying a very
//                different price", "will have missed the move", "a different stock", "permanently higher", "never
//                this cheap again", "a distant memory", "at a premium")
//   certainty    any: urgency is in the form, not in a modal; a negation cancels it
// A timetable stated as a fact ("rights not exercised by 12 December will expire worthless", "shareholders who do not
// take up their entitlement will be diluted") names a boundary and a consequence, but no price gone for good.
const WAITER = String.raw`(?:(?:those|anyone|anybody|investors|readers|people|buyers|you|everyone|holders|shareholders|traders|subscribers)(?: \w+){0,2}? (?:who|that) (?:still )?(?:wait\w*|hesitat\w+|delay\w*|sit\w* (?:it |this |that )?out|sit\w* on (?:their|your) hands|hold\w* off|dither\w*|drag\w* (?:their|your) feet|stay\w* on the sidelines)|(?:anyone|anybody|those|investors|people) still (?:hesitating|waiting|sitting|on the sidelines|undecided|thinking about it)|latecomers|late buyers|the hesitant|(?:anyone|those) late to (?:this|the))`;
const LATE_LOSS = String.raw`(?:(?:will|'ll|are going to|be|end up|find themselves|find yourself)(?: \w+){0,3}? (?:pay(?:ing)?|buy(?:ing)?|get(?:ting)? in|chas(?:e|ing)) (?:[\w$£€.,'-]+ ){0,3}?(?:more|double|twice|triple|a premium|(?:a |the )?(?:much |very |far |completely )?(?:higher|different|steeper|bigger) price|up|through the nose)|(?:will|'ll) (?:have )?miss(?:ed)? (?:the|it|out|this)|(?:will|'ll) be (?:left behind|too late|priced out|shut out)|regret (?:it|waiting|not)|kick (?:themselves|yourself))`;
const PERMANENT = String.raw`(?:(?:will|'ll|is going to|becomes?|become|turns? into)(?: \w+){0,2}? (?:a (?:very |completely |totally |whole |entirely )?different (?:stock|company|story|proposition|animal|price)|permanently (?:higher|re~?priced|above)|never (?:be (?:this|that|so) (?:cheap|low)|trade (?:this|that|so) (?:cheap|low)|see (?:these|this|those|it at)|go back)|(?:a )?distant memory|gone for good|(?:much|far|a lot|significantly) (?:more expensive|higher)|(?:on market )?at a (?:much |far |significant |steep )?(?:higher price|premium))|(?:won't|will not|will never|never)(?: \w+){0,3}? (?:at|under|below|near) (?:these|this|that|today's|current) (?:prices?|levels?|valuations?)(?: \w+)? again|(?:the )?(?:cheap|easy|low|bargain) (?:entry|money|shares|prices?|levels?) (?:is|are|will be) (?:gone|over|history)|re~?prices? (?:permanently )?higher|reset\w* (?:permanently )?higher|no (?:retrace|pullback|going back))`;
const BOUNDARY = String.raw`(?:after|once|when|by the time|from|as soon as)\b`;

const CORPORATE_ACTOR = rx(
  String.raw`\b(?:board|company|management|government|regulators?|directors|council|team|we|it|they|decided|chose|voted|agreed|plans?|intends?|customers|shoppers|consumers|patients|users|visitors|buyers of (?:the|our) products?)\b`,
  'i',
);

const DAYS = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend|next week|the open|the close)`;

const INVESTING = rx(String.raw`\b(?:buy\w*|shares?|stock|price|cheap|invest\w*|position|entry|get in|ticker|discount)\b`, 'i');

const URGENCY_STRUCTURE: readonly Matcher[] = [
  // The one who waits and what it costs: "investors who wait for the result before buying will be paying a very different price".
  {
    triggers: 'those|anyon|anybo|inves|reade|peopl|buyer|you|every|holde|share|trade|subsc|latec|late b|the he',
    re: rx(String.raw`\b${WAITER}\b${gap(90)}\b${LATE_LOSS}`),
    claim: {},
  },
  // After a boundary the price is gone for good: "after the AGM, Crossfell will be a different stock",
  // "once they are gone you will be buying on market at a premium", "the price will be permanently higher by Monday".
  {
    triggers: 'after|once|when|by the t|from|as soon',
    re: rx(String.raw`\b${BOUNDARY}${gap(100, '.;!?')}${PERMANENT}`),
    claim: {},
  },
  {
    triggers: 'price|share|stock|it |this |they',
    re: rx(
      String.raw`\b(?:(?:the )?(?:share )?price|(?:the )?shares|(?:the )?stock|it|this one|they)\b(?: \w+){0,2}? (?:will be|'ll be|is going to be|goes|go|moves?|resets?|reprices?) permanently (?:higher|up|above)`,
    ),
    claim: {},
  },
  {
    triggers: 'only d|only h|only w|only m|only a f|only 0|only 1|only 2|only 3|only 4|only 5|only 6|only 7|only 8|only 9|only t|only f',
    re: rx(
      String.raw`\bonly (?:days|hours|weeks|minutes|a (?:few|couple of) (?:days|hours|weeks)|\d+ (?:days|hours|weeks|trading days)|(?:two|three|four|five) (?:days|hours|weeks|trading days)) (?:left|remain\w*) (?:to|before|until)\b`,
    ),
    claim: {},
  },
  {
    triggers:
      "only 0|only 1|only 2|only 3|only 4|only 5|only 6|only 7|only 8|only 9|snooze|anyone w|cheap sh|discount|do not m|do not w|do your |don't ma|don't wa|dont mak|dont was|drop eve|every da|every ho|every mi|every se|head sta|it has t|it must |it needs|it's ove|its over|never ge|now is t|only a f|only thr|only two|people w|right no|sitting |the coun|this has|this mus|this nee|those wh|today is|will not|won't ge|wont get|you have|you know|you will|you'll h|you've m|youve mi",
    re: rx(
      String.raw`\b(?:won'?t|will not|never) get (?:another|a second|a better) (?:chance|shot|opportunity)\b|\bonly (?:a few|\d+|two|three) (?:days|hours|weeks) (?:remain|left)\b|\b(?:right now|now|today) is the (?:entry|time|moment)\b|\bevery (?:day|hour|minute|second) you (?:hesitate|delay|sit|wait)\b|\b(?:those|anyone|people) who waited\b|\byou know what to do\b|\bdrop everything\b|\b(?:you'?ve|you have|you will have|you'll have) missed (?:it|the boat|the move|out)\b|\bit'?s over for (?:anyone|those|you)\b|\bsitting on the sidelines\b|\bthe countdown (?:has begun|is on|begins)\b|\b(?:don'?t|do not) (?:make (?:that|the same) mistake|waste (?:them|it|this|the chance|the opportunity))\b|\bsnooze\b[^.]{0,30}\blose\b|\b(?:cheap|discounted) shares (?:are|will be) gone\b|\b(?:it|this) (?:has to|must|needs to) be (?:now|today)\b|\bdo your thing\b|\bhead start\b`,
    ),
  },
  {
    triggers:
      "buy |deal|tick|entry|price|chance|only 0|only 1|only 2|only 3|only 4|only 5|only 6|only 7|only 8|only 9|window|bargain|clock is|discount|get buyi|go buyin|if you b|if you c|if you o|never be|not be t|only a f|only a h|opportun|start bu|stop hes|stop rea|stop thi|stop wai|trade of|will not|won't be|wont be ",
    re: rx(
      String.raw`\b(?:bargain|deal|opportunity|discount|price|chance|window|entry)\b[^.;]{0,20}\b(?:will be|is|'ll be) (?:gone|over|closed|history)\b (?:by|before|after|soon|tomorrow|in|once)\b|\bonly (?:a (?:few|handful)|\d+) (?:of )?(?:shares|spots|seats|units) (?:are |is )?(?:left|remaining|available)\b|\b(?:won'?t|will not|never) be able to (?:buy|get in|get shares|pick up shares)\b|\bbuy (?:\w+ )?(?:before|by) (?:lunch|noon|the bell|the opening bell|month~end|the end of the (?:day|week))\b|\b(?:never|not) be this (?:good|cheap|low|attractive) again\b|\btick~?,? tock\b|\bclock is (?:running|ticking)\b|\b(?:start|go|get) buying\b|\bstop (?:reading|waiting|thinking|hesitating) and\b|\bif you (?:can )?(?:only )?buy one (?:stock|share|thing)\b|\btrade of the (?:decade|year|century|lifetime)\b`,
    ),
  },
  {
    triggers:
      "wait |blink |delay |before |can't b|can't r|can't s|cant be|cant re|cant st|dither |hesitat|isn't g|isnt go|sleep o|what ar|will no|won't b|won't r|won't s|wont be|wont re|wont st|you 've|you got|you hav",
    re: rx(
      String.raw`\b(?:you (?:have|'ve got|got) (?:only )?until|you have (?:only )?(?:until|till)) ${DAYS}\b|\bbefore (?:it|the stock|the shares|shares|this one|the price|prices|the share price)(?: \w+)? (?:${GROWTH_VERB}|jumps|rises|climbs|moves|runs|pops|goes up|spikes|rallies)\b|\b(?:won'?t|will not|isn'?t going to|can'?t) (?:be|stay|remain) (?:this|that|so) (?:cheap|low|undervalued|affordable)\b|\b(?:hesitate|wait|blink|delay|dither|sleep on it)(?: \w+)? and you(?:'ll| will| could| might|'re going to) (?:miss|regret|lose|kick|be left)\b|\bwhat are you waiting for\b`,
    ),
  },
  {
    triggers:
      "can't s|cant st|dive in|dive on|get in |get int|get on |got to |have to|hop in |hop int|hop on |isn't g|isnt go|jump in|jump on|miss th|missing|must to|need to|ought t|pile in|pile on|the lon|while i|while p|while s|while t|will no|won't s|wont st",
    re: rx(
      String.raw`\b(?:need|have|got|must|ought) to (?:get|buy|jump|pile|move|act|grab|load|position)(?: [\w$.'-]+){0,4}? (?:immediately|now|today|right away|fast|quickly|asap|before)\b|\b(?:jump|get|pile|dive|hop) (?:in|into|on board)(?: [\w$.'-]+){0,3}? (?:now|immediately|today|right away|before|while)\b|\bmiss(?:ing)? the boat\b|\bthe longer you wait\b|\b(?:won'?t|will not|isn'?t going to|can'?t) stay (?:this |that |so )?(?:cheap|low|undervalued|at these (?:levels|prices)|under)\b|\bwhile (?:they|it|shares|the shares|the stock|prices?|the price)(?:'re| are|'s| is) still (?:cheap|low|under|affordable|available|at|undervalued)\b`,
    ),
    unlessBefore: CORPORATE_ACTOR,
  },
  {
    triggers: 'act now|act fast|act quic|act swif|move fas|move now|move qui|move swi|no time |now or n|today or',
    re: rx(String.raw`\b(?:move|act) (?:fast|quickly|swiftly|now)\b|\b(?:now|today) or never\b|\bno time to (?:waste|lose)\b`),
    needs: INVESTING,
    unlessBefore: CORPORATE_ACTOR,
  },
  // The window as closing: "the share price will not wait for latecomers", "get set before the quarterly lands".
  {
    triggers:
      "does not|doesn't |doesnt w|get in b|get on b|get posi|get set |latecome|who dela|who dith|who hesi|who wait|will not|won't wa|wont wai|you will|you'll b",
    re: rx(
      String.raw`\b(?:will not|won'?t|doesn'?t|does not) wait (?:around )?for (?:latecomers|anyone|anybody|you|stragglers|the hesitant|late buyers)\b|\blatecomers\b|\bget (?:set|positioned|in|on board) before\b|\byou(?:'ll| will) be paying (?:double|twice|triple|a lot more|much more|more)\b|\bwho (?:hesitate|wait|delay|dither)\w*(?: \w+)? (?:risk|will|could|may) (?:miss|be left|regret)\w*`,
    ),
    needs: INVESTING,
    unlessBefore: CORPORATE_ACTOR,
  },
];

export const rule: RuleModule = {
  id: 'urgency.pressure',
  category: 'urgency',
  title: 'Urgency or pressure to buy',
  promotional: true,
  severity: 'critical',
  citation: 'SEC and FINRA investor alerts on pump-and-dump red flags',
  message: 'Pressures the reader to act quickly. Urgency is a classic sign of stock promotion.',
  suggestion: 'Remove "{match}". Let readers decide in their own time, e.g. "Read the company\'s filings before making any decision."',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  matchers: [
    {
      triggers:
        "buy |'ll be l|and so s|by then |every da|every ho|every mi|going to|later co|later ma|later mi|later wi|next wee|only thr|only til|only unt|snap up |so shoul|tomorrow|will be |you will|you'll k|you'll r",
      re: rx(
        String.raw`\b(?:will|'ll|going to) be left behind\b|\byou(?:'ll| will) (?:regret|kick yourself)\b|\bevery (?:day|hour|minute) you wait\b|\bbuy (?:\w+ ){0,3}before ${DAYS}\b|\bonly (?:until|till|through) ${DAYS}\b|\b(?:tomorrow|next week|by then|later) (?:may|might|could|will) be too late\b|\bsnap up (?:shares|the stock)\b|\b(?:and )?so should you\b`,
      ),
    },
    {
      triggers: 'buy |act now|act befo|act fast|act imme|act quic|act toda',
      re: rx(
        String.raw`\bact (?:now|fast|quickly|today|immediately|before)\b|\bbuy (?:[\w$]+ )?(?:shares )?(?:now|today|immediately|right away)\b`,
      ),
      unlessBefore: CORPORATE_ACTOR,
    },
    {
      triggers: 'ground|back up |get in b|get in e|get in n|get in o|get in w|gets in |getting ',
      re: rx(
        String.raw`\bget(?:s|ting)? in (?:now|early|before|while|on the ground floor)\b|\bback up the truck\b|\bground~floor (?:opportunity|entry|investment)\b`,
      ),
    },
    { triggers: 'before i', re: rx(String.raw`\bbefore it(?:'s| is) too late\b`) },
    {
      triggers:
        "do not b|do not d|do not g|do not m|do not s|do not w|don't be|don't de|don't ge|don't mi|don't sl|don't wa|dont be |dont del|dont get|dont mis|dont sle|dont wai",
      re: rx(
        String.raw`\b(?:don'?t|do not) (?:wait|delay|get left behind|be left (?:behind|out)|sleep on (?:this|it)|miss (?:out|this (?:opportunity|one|chance|move|boat|stock)|the (?:boat|move|run|next|chance|opportunity)|your chance))\b`,
      ),
    },
    {
      triggers:
        "fomo|once|hurry|limited|load up|call you|clock is|now or n|running |time is |will not|window c|window i|window w|won't la|wont las",
      re: rx(
        String.raw`\blimited~time\b|\blimited window\b|\bwindow (?:is )?(?:closing|closes|won'?t stay open|will close)\b|\btime is running out\b|\brunning out of time\b|\bonce~in~a~lifetime\b|\bnow or never\b|\b(?:won'?t|will not) last\b|\bhurry\b|\bclock is ticking\b|\bfomo\b|\bcall your broker\b|\bload up\b`,
      ),
    },
    {
      triggers: 'before e|before t|before w',
      re: rx(
        String.raw`\bbefore (?:the (?:crowd|herd|rest|masses)|everyone else)\b|\bbefore (?:wall street|the (?:market|street|herd|masses|big money)) (?:catches on|wakes up|finds out|notices|gets in|piles in)\b`,
      ),
    },
    {
      triggers: 'before i|before s|before t|while it|while sh|while th|while yo',
      re: rx(
        String.raw`\bwhile (?:it(?:'s| is)|you still|shares are|the stock is) (?:still )?(?:can|cheap|under|low|affordable)\b|\bbefore (?:it|the stock|shares|this one) (?:takes off|runs|explodes|moves|rockets|soars|pops)\b`,
      ),
    },
    {
      triggers:
        'only 0|only 1|only 2|only 3|only 4|only 5|only 6|only 7|only 8|only 9|get shar|get your|grab sha|grab you|only a f|secure s|secure y',
      re: rx(String.raw`\b(?:grab|get|secure) (?:your )?shares (?:now|today|before|while)\b|\bonly (?:a few|\d+) (?:days|hours) left\b`),
    },
    {
      // An investing imperative tied to a deadline: "accumulate shares now", "get positioned before the institutions pile in".
      triggers: 'buy |grab |accumul|get pos|load up|pick up|positio|scoop u|take ad',
      re: rx(
        String.raw`\b(?:buy|get positioned|position yourself|accumulate|grab|pick up|load up|scoop up|take advantage of)\b(?: [\w$.'-]+){0,4}? (?:now|today|immediately|right away|before (?:the )?(?:institutions|funds|crowd|herd|retail|everyone|others|wall street|big money|market|street|rest of)\b|before (?:it|the stock|shares|the price)(?:'s| is| gets)? (?:priced in|takes off|runs|moves|re~rates|pops|explodes))`,
      ),
      unlessBefore: CORPORATE_ACTOR,
    },
    {
      triggers: "ground|at the g|before i|final ch|final op|it will |it'll be|last cha|last opp|still ti|will be |would be",
      re: rx(
        String.raw`\b(?:it(?:'ll| will)|will|would) be too late\b|\bbefore it(?:'s| is| gets) priced in\b|\bstill time to (?:buy|get in|invest|grab|load up|pick up)\b|\b(?:last|final) (?:chance|opportunity)\b|\bground~(?:floor|level) (?:opportunity|entry|investment|price)\b|\bat the ground~(?:floor|level)\b`,
      ),
    },
    {
      triggers:
        "before |best ch|best op|chance |closing|do not |don't e|don't m|dont ex|dont ma|final c|final o|isn't g|isnt go|last ch|last op|never b|not bee|now is |only ch|only op|opportu|time is|time na|time ru|time sh|today i|will no|window |won't b|won't l|won't r|won't s|wont be|wont la|wont re|wont st",
      re: rx(
        String.raw`\b(?:won'?t|will not|isn'?t going to) (?:be around|stay|remain|last) (?:for )?long\b|\bclosing (?:fast|quickly|soon)\b|\b(?:never|not) been a better time\b|\bdon'?t make the same mistake\b|\b(?:time|window|opportunity|chance) (?:is )?(?:running out|shrinking|narrowing)\b|\bbefore (?:it'?s|it is) gone\b|\b(?:now|today) is the time to (?:buy|get in|invest|act)\b|\b(?:best|last|final|only) (?:chance|opportunity) (?:you'll|you will|you'?re going to) (?:ever )?(?:get|have|see)\b|\b(?:don'?t|do not) expect (?:it |this |that )?to last\b`,
      ),
    },
    {
      triggers: 'ends fri|ends mon|ends on |ends sat|ends soo|ends sun|ends thi|ends thu|ends tod|ends tom|ends ton|ends tue|ends wed',
      re: rx(
        String.raw`\bends (?:today|tonight|tomorrow|soon|this week|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b`,
      ),
      needs: rx(String.raw`\b(?:chance|opportunity|invest\w*|buy|shares|discount|offer to you)\b`, 'i'),
      unless: rx(String.raw`\b(?:tender|arrangement|circular|record date|meeting|voting|proxy|election)\b`, 'i'),
    },
    ...URGENCY_STRUCTURE,
  ],
  examples: {
    valid: [
      'There is no need to hurry: take time to read the filings.',
      'Unlike some promoters, we never tell readers to act now or buy before the news.',
      'Rights not exercised by 12 December will expire worthless.',
      'Shareholders who do not take up their entitlement will see their holdings diluted.',
      'After the consolidation, each shareholder will hold one new share for every ten old shares.',
      'After the AGM, the company will publish the results of each vote on its website.',
      'The shares may trade at a different price after the results, higher or lower.',
      'The offer closes on Friday; shareholders who miss it can still buy shares on the market at the prevailing price.',
      'After today, the offer price applies to all applications received.',
    ],
    invalid: [
      'Secure your shares today.',
      'Load up over the weekend.',
      "After Thursday's results, the shares will never be this cheap again.",
      'Once the assays land, this becomes a different stock altogether.',
      "Latecomers will be paying twice today's price by the end of the month.",
      'Anyone still sitting on their hands will end up buying at a premium after the uplisting.',
      'Readers who wait for the feasibility study will have missed the whole move.',
      "Get positioned this week: after Monday's announcement the price resets permanently higher.",
      'Investors who hesitate until the drill results are out will be buying at a very different price.',
      "By the time the big funds arrive, today's price will be a distant memory.",
      'Once the placement shares are gone, the only way in will be on market at a much higher price.',
      'Only days left to get in under 10p.',
      'Those who sit this out will regret it by Friday.',
      "When the uplisting goes through, the stock won't be available at these prices ever again.",
      'After today, a different price applies: the cheap entry is gone.',
    ],
  },
};
