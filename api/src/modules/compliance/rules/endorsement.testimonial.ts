import { rx } from './vocabulary';
import type { RuleModule } from './rule';

export const rule: RuleModule = {
  id: 'endorsement.testimonial',
  category: 'endorsement',
  title: 'Testimonial or celebrity endorsement',
  promotional: true,
  severity: 'advisory',
  citation: 'SEC investor alert on social media and investment fraud; FINRA Rule 2210',
  message: 'Leans on testimonials, media appearances or famous names instead of facts about the company.',
  suggestion: 'Remove "{match}". If a third party said something, quote it with its source and any compensation.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  matchers: [
    {
      triggers: 'as featu|as heard|as seen |endorsed|testimon',
      re: rx(String.raw`\bas (?:seen|featured|heard) (?:on|in)\b|\bendorsed by\b|\btestimonials?\b`),
    },
    {
      triggers: 'billiona|celebrit|famous b|famous e|famous f|famous i|famous t|legendar',
      re: rx(String.raw`\b(?:celebrity|famous|billionaire|legendary) (?:investors?|endorsements?|backers?|traders?|fans?)\b`),
    },
    {
      triggers:
        "buffett|bill gat|cathie w|elon mus|frank gi|jeff bez|jim cram|kevin o'|mark cub|michael |peter ly|ray dali|robert f|warren b",
      re: rx(
        String.raw`\b(?:Elon Musk|Warren Buffett|Buffett|Cathie Wood|Jim Cramer|Mark Cuban|Bill Gates|Jeff Bezos|Peter Lynch|Ray Dalio|Michael Burry|Kevin O'Leary|Robert Friedland|Frank Giustra)\b`,
        'g',
      ),
    },
    {
      triggers:
        'expert a|expert e|expert i|expert m|expert t|investor|leading |members |readers |smart an|smart ex|smart in|smart mo|smart tr|subscrib|top anal|top expe|top inve|top mone|top trad|traders ',
      re: rx(
        String.raw`\b(?:top|leading|expert|smart) (?:analysts|experts|traders|investors|money managers) (?:agree|say|are (?:buying|loving|bullish)|love|recommend|are calling)\b|\b(?:investors|readers|subscribers|members|traders) are (?:raving|thrilled|flocking|piling in|loving)\b`,
      ),
    },
  ],
  examples: {
    valid: [
      'The chief executive will present at the Denver Gold Forum in September.',
      'The company has no celebrity backers and pays no one to endorse it.',
    ],
    invalid: ['Warren Buffett would love this company.', 'Top analysts agree this is a must-own stock.'],
  },
};
