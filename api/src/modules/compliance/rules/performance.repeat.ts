import { NON_STOCK_QUANTITY, STOCK_SUBJECT, rx } from './vocabulary';
import type { RuleModule, Matcher } from './rule';

const GAINS_CONTEXT = rx(
  String.raw`\b(?:stock|shares|rally|run|ran|run~up|move|gains?|gained|rose|soared|climbed|jumped|surged|doubled|tripled|quadrupled|tenfold|chart|highs?|winner|up|returns?|performance|cents|rewarded|beaten|beat the market|outperform\w*)\b|\d\s?%`,
  'i',
);

const REPEAT_STRUCTURE: readonly Matcher[] = [
  {
    triggers:
      "'ll be n|'ll do a|'ll do i|'ll do s|'ll do t|'ll happ|'s twice|a previe|do so ag|further |going to|history |is not a|is twice|isn't ab|isnt abo|just a p|just at |just the|more to |much fur|no reaso|not abou|not stop|only at |only the|preview |round on|same mov|same out|same res|same sto|same thi|set to d|set to h|starts n|we're ad|were add|what com|will be |will do |will hap",
    re: rx(
      String.raw`\b(?:same (?:result|thing|outcome|story|move) coming|(?:further|more|much further) to run|(?:only|just) (?:at )?the (?:start|beginning) of (?:its|their|the) (?:journey|run|move)|round one|(?:will|'ll) be no different|(?:isn'?t|is not|not) about to (?:change|stop|end)|history (?:is|will be) repeating|(?:a |just a )?preview of what'?s coming|no reason (?:it|that|this) (?:can'?t|won'?t|shouldn'?t) continue|starts now|what comes next|(?:is|'s) twice the size|will be the (?:third|next|fourth)|not stopping|we'?re adding|do so again|(?:will|'ll|set to|going to) (?:do|happen) (?:it |that |so )?again)\b`,
    ),
    needs: rx(
      String.raw`\b(?:rose|ran|run|climbed|doubled|tripled|quadrupled|went from|risen|gained|compounded|outperformed|sharply higher|up every|took the stock from|soared|surged|jumped|fivefold|tenfold|tripling|doubling)\b|\d{2,4}\s?%|\bfrom \d+ cents to\b|\bfrom a penny\b`,
      'i',
    ),
    needsNearby: true,
  },
  {
    triggers: 'see|bet on|expect|a long w|a lot fu|count on|look for|lots of |much fur|much hig|plenty o|way more',
    re: rx(
      String.raw`\b(?:expect|see|look for|count on|bet on)\w* (?:that|the|this|its|their) (?:streak|trend|run|rally|momentum|uptrend|performance|winning streak|outperformance) to (?:continue|keep going|persist|carry on|extend|repeat)\b|\b(?:a long way|plenty of room|lots of room|much further|much higher|a lot further|way more) (?:left )?to (?:run|go|climb)\b`,
    ),
    needs: GAINS_CONTEXT,
  },
  {
    triggers:
      "a lot m|a lot o|loads m|loads o|lots mo|lots of|momentu|move ha|move st|next le|next mo|next qu|next ru|next ti|next ye|plenty |rally h|rally s|run has|run hav|run sti|shares |stock h|stock s|this le|this mo|this qu|this ru|this ti|this ye|tons mo|tons of|trend h|trend s|uptrend|'re just|'re only|'s just |'s only |*are just|*are only|*is just |*is only |show no |shows no",
    re: rx(
      String.raw`(?:'s|'re|\bis|\bare) (?:only |just )(?:getting started|beginning|warming up|scratching the surface|heating up)\b|\b(?:this|next) (?:year|quarter|month|run|leg|time) (?:looks|could be|will be|should be|is shaping up) (?:even )?(?:better|bigger|stronger)\b|\b(?:plenty|lots|a lot|tons|loads) (?:more )?of (?:upside|room|gas|fuel|runway|gains) (?:left|ahead|remaining|to go|in the tank)\b|\b(?:rally|run|move|stock|trend|uptrend|momentum|shares) (?:still )?(?:has|have) (?:legs|(?:a lot|plenty|lots|much) (?:more )?(?:room|upside|to go|left))\b|\bshows? no signs? of (?:stopping|slowing|slowing down|letting up|fading|peaking|cooling)\b`,
    ),
    needs: GAINS_CONTEXT,
  },
  {
    triggers:
      'run|gain|rally|trend|streak|are goi|are poi|are set|can onl|is goin|is pois|is set |looks s|should |uptrend|will co|will ke|momentum|performa',
    re: rx(
      String.raw`\b(?:will|should|is set to|are set to|is going to|are going to|looks set to|is poised to|are poised to|can only) (?:keep|continue)(?: on)? (?:climbing|rising|going up|running|soaring|gaining|outperforming|to (?:climb|rise|run|soar|go (?:up|higher)|gain|outperform|deliver|reward))\b|\b(?:trend|rally|run|momentum|uptrend|streak|performance|gains?|run~up) (?:will|should|is set to|looks set to|is going to|is likely to|is bound to) (?:continue|persist|carry on|keep going|repeat|extend)\b`,
    ),
    needs: GAINS_CONTEXT,
    unlessBefore: NON_STOCK_QUANTITY,
  },
  {
    triggers:
      'do it |see it |deliver |do a rep|do that |do the s|do this |far from|just the|merely t|more of |not even|nowhere |only the|pull off|repeat a|repeat i|repeat p|repeat t|see a re|see that|see the |see this',
    re: rx(
      String.raw`\b(?:do|repeat|deliver|see|pull off) (?:the same|it|that|this|a repeat(?: performance)?)(?: \w+){0,2}? again\b|\bmore of the same\b|\brepeat performance\b|\b(?:only|just|merely) the (?:beginning|start|first (?:leg|wave|step|act|inning|chapter))\b|\b(?:far from|nowhere near|not even close to) (?:over|finished|done|complete|exhausted)\b`,
    ),
    needs: GAINS_CONTEXT,
  },
  // What it did, it will do again: the repetition is the claim, with or without the figures.
  {
    triggers: 'about t|bound t|expecte|going t|likely |poised |primed |ready t|set to ',
    re: rx(
      String.raw`\b(?:set|going|poised|about|likely|bound|ready|primed|expected) to (?:do|repeat|pull off) (?:it |that |this |the same(?: thing)? |so |the feat )?(?:all over )?again\b`,
    ),
  },
  // The past move as the forecast: "investors can expect a similar move", "our newest pick could be our biggest winner yet".
  {
    triggers: 'see|expect|could b|is set |may be |might b|should |will be|anticipa|count on|look for',
    re: rx(
      String.raw`\b(?:expect|see|anticipate|look for|count on)\w* (?:a |an )?(?:similar|the same|comparable|repeat|matching|like) (?:move|run|rally|result|gain|performance|reaction|jump|surge|outcome)\b|\b(?:could|will|should|may|might|is set to) be (?:our|the|my) (?:biggest|best|greatest) (?:winner|gainer|performer|pick|call) yet\b`,
    ),
    needs: GAINS_CONTEXT,
    needsNearby: true,
  },
  {
    triggers: 'rose|risen|gained|jumped|popped|soared|surged|climbed|gone up|rallied',
    re: rx(String.raw`\b(?:gone up|risen|rose|jumped|gained|climbed|rallied|soared|surged|popped)\b[^.;]{0,40}\bevery time\b`),
    needs: rx(
      String.raw`\b(?:another|next|upcoming|new)\b[^.;]{0,30}\b(?:announcement|contract|release|results?|update|discovery)s?\b[^.;]{0,20}\b(?:scheduled|expected|coming|due|planned)\b`,
      'i',
    ),
    needsNearby: true,
  },
];

export const rule: RuleModule = {
  id: 'performance.repeat',
  category: 'performance',
  title: 'Past performance presented as repeating',
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(F)',
  message: 'Presents past gains as a trend that will continue. Past performance does not predict future results.',
  suggestion:
    'Remove "{match}". If you cite past performance, give the period and source and add that past performance does not predict future results.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  supersedes: ['endorsement.gains-testimonial'],
  matchers: [
    {
      triggers:
        'climb is|do it ag|do that |forming |happenin|more to |move is |no end i|party is|plenty o|rally is|repeat i|repeat t|run is f|run is n|setting |show no |shows no|still ac|uptrend ',
      re: rx(
        String.raw`\b(?:more to come|plenty of (?:fuel|gas|room|upside) (?:left|ahead)|(?:run|rally|move|uptrend|party|climb) is (?:far from|nowhere near) over|no end in sight|still accelerating|shows? no sign of (?:stopping|slowing)|(?:forming|happening|setting up) again|(?:do|repeat) (?:it|that) again)\b`,
      ),
      needs: rx(String.raw`\b(?:stock|shares|rally|run|gains?|rose|soared|climbed|doubled|tripled|tenfold|chart|highs?)\b|\d\s?%`, 'i'),
    },
    {
      triggers: 'up 0|up 1|up 2|up 3|up 4|up 5|up 6|up 7|up 8|up 9|up more |up over ',
      re: rx(
        String.raw`\bup (?:over |more than )?\d{1,4}\s?%\s*(?:,|and|&)?\s*(?:is )?(?:still |keeps? )?(?:climbing|counting|rising|running|going strong|heading higher)\b`,
      ),
    },
    {
      triggers:
        'jumped|soared|surged|climbed|doubled|rallied|tripled|already |exploded|gained 0|gained 1|gained 2|gained 3|gained 4|gained 5|gained 6|gained 7|gained 8|gained 9|quadrupl|skyrocke',
      re: rx(
        String.raw`\b(?:already )?(?:doubled|tripled|quadrupled|soared|surged|rallied|skyrocketed|exploded|gained \d{1,4}\s?%|jumped|climbed)\b[^.!?;]{0,60}?\b(?:and|with|but) (?:there(?:'s| is) )?(?:still )?(?:plenty (?:of |more )?|lots (?:of |more )?|much more |more )(?:to come|ahead|upside|room|gains)\b`,
      ),
    },
    { triggers: 'lots of |much mor|plenty o|still ro', re: rx(String.raw`\b(?:still|plenty of|lots of|much more) room to run\b`) },
    {
      triggers: 'run|gain|move|rally|uptrend|breakout|momentum',
      re: rx(
        String.raw`\b(?:rally|run|move|run~up|breakout|uptrend|momentum|gains?) (?:is |has |have |are )?(?:only |just )(?:getting started|beginning|begun|started|the beginning)\b`,
      ),
    },
    { triggers: 'history ', re: rx(String.raw`\bhistory (?:will|is going to|could|may|is about to) repeat\b`) },
    {
      triggers: 'can do i|could do|is going|will do ',
      re: rx(String.raw`\b(?:can|could|will|is going to) do it again\b`),
      needs: STOCK_SUBJECT,
    },
    { triggers: 'next leg', re: rx(String.raw`\bnext leg (?:up|higher)\b`) },
    {
      triggers:
        'my foll|my memb|my read|my subs|our fol|our mem|our rea|our sub|my last |my past |my previ|my recen|on my la|on my pr|on my re|on our l|on our p|on our r|our last|our past|our prev|our rece',
      re: rx(
        String.raw`\b(?:our|my) (?:last|previous|past|recent) (?:picks?|alerts?|calls?|recommendations?|profiles?) (?:gained|rose|returned|soared|surged|jumped|went up|made|delivered)\b|\b(?:our|my) (?:subscribers|readers|members|followers) (?:made|earned|banked|pocketed|gained) \d{2,4}\s?%|\bon (?:our|my) (?:last|previous|recent) (?:\w+ )?(?:pick|alert|call)\b`,
      ),
    },
    { triggers: 'momentum', re: rx(String.raw`\bmomentum (?:will|should|is set to|looks set to) continue\b`) },
    {
      triggers: 'my |our ',
      re: rx(String.raw`\b(?:our|my) (?:\w+ )?(?:alerts?|picks?|calls?|recommendations?)\b`),
      needs: rx(String.raw`\bup (?:over |more than )?\d{2,4}\s?%|\d{2,4}\s?% (?:gains?|returns?)`, 'i'),
    },
    ...REPEAT_STRUCTURE,
  ],
  examples: {
    valid: [
      'Lithium prices have fallen sharply in the past and may do so again, which could make the Project uneconomic.',
      'The stock rose 12% last year.',
    ],
    invalid: ['Tripling was just round one.', 'The stock is up 250% and still climbing.'],
  },
};
