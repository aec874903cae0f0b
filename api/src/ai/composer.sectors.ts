// Fact-free sector knowledge: how each industry works, never figures, events or company names.

export interface SectorProfile {
  id: string;
  keywords: readonly string[];
  /** Paragraphs on how the industry works, the context for the company's own news. */
  considerations: readonly string[];
  /** Sector-specific risks, as a company lists them. */
  risks: readonly string[];
  /** Measures companies in this sector commonly report. */
  measures: readonly string[];
}

const SECTORS: readonly SectorProfile[] = [
  {
    id: 'technology',
    keywords: [
      'software',
      'technolog',
      'tech',
      'saas',
      'semiconductor',
      'internet',
      'cloud',
      'cyber',
      'data',
      'digital',
      'computing',
      'electronics',
    ],
    considerations: [
      'Technology businesses are shaped by the quality of their revenue as much as its size. Recurring subscription revenue behaves differently from one-time licence or hardware sales, and how much of the business renews, how concentrated the customer base is and how long the sales cycle runs all influence how a company grows.',
      'Research and development is central in technology. Companies in the sector tend to invest ahead of revenue, and product cycles can be short, so the pace at which a company updates its offering matters to its customers.',
      "Competition in technology comes from established vendors and small entrants alike. Integration into customers' systems, the data customers have built up, contract terms and price all influence whether customers stay with a provider.",
    ],
    risks: [
      'In technology, risks commonly include rapid changes in the products customers want, pricing pressure from competitors, dependence on a few large customers or partners, security incidents, and privacy or data rules that differ from market to market.',
    ],
    measures: ['recurring revenue', 'customer retention', 'gross margin', 'research and development spending', 'customer concentration'],
  },
  {
    id: 'healthcare',
    keywords: ['health', 'biotech', 'pharma', 'medical', 'life science', 'therapeut', 'diagnostic', 'clinical', 'drug', 'device'],
    considerations: [
      'Healthcare and life-sciences companies move through long development and approval processes. For a company with products in development, the stage of each programme, the design of its studies and the regulatory path it follows are central; for a company with products on the market, reimbursement and adoption by clinicians matter as much as the science.',
      'Funding is a recurring theme in this sector. Development work can take years before it produces revenue, and companies finance it through partnerships, licensing, debt or new shares.',
      "Partnerships with larger companies, academic groups or distributors can shape a healthcare company's development, and the terms of such agreements set out which rights each party holds and what conditions apply.",
    ],
    risks: [
      'In healthcare, study results can disappoint, regulators can ask for more data or decline an application, reimbursement decisions can limit uptake, and the need for further funding can dilute existing shareholders.',
    ],
    measures: [
      'development stage of each programme',
      'cash position against planned spending',
      'partnership terms',
      'regulatory milestones the company has disclosed',
    ],
  },
  {
    id: 'mining',
    keywords: [
      'mining',
      'metal',
      'gold',
      'silver',
      'copper',
      'lithium',
      'uranium',
      'nickel',
      'zinc',
      'materials',
      'exploration',
      'resources',
      'mineral',
    ],
    considerations: [
      'Mining and materials companies report their technical work under specific rules. Exploration results, mineral resource estimates and reserve estimates are different categories with different levels of confidence, and securities rules in several markets require them to be supported by reports prepared by qualified persons.',
      "Commodity prices sit outside any company's control and feed directly into the economics of a project. Beyond price, the path from discovery to production runs through permitting, community and environmental approvals, infrastructure and financing, and each step can take considerable time.",
      'Many exploration-stage companies have no revenue and fund their work by raising capital, stage by stage, as their projects advance.',
    ],
    risks: [
      'In mining, exploration may not lead to an economic deposit, estimates can change as more work is done, commodity prices move, permits can be delayed or refused, and funding needs can dilute shareholders.',
    ],
    measures: [
      'the category of each estimate (exploration result, resource or reserve)',
      'independent technical reports',
      'permitting status',
      'financing history',
    ],
  },
  {
    id: 'energy',
    keywords: ['energy', 'oil', 'gas', 'petroleum', 'renewable', 'solar', 'wind', 'hydrogen', 'fuel', 'power'],
    considerations: [
      'Energy companies are tied to commodity and power prices, and much of their performance follows from how they manage that exposure through hedging policies and contract structures.',
      'Energy projects are capital-intensive and take time to build, so the funding plan and the schedule carry weight. For producers, the quality and life of reserves matters; for renewable developers, permits, grid connections and offtake agreements decide whether a project moves ahead.',
      'Policy shapes this sector too. Incentives, carbon rules and permitting regimes vary between jurisdictions and can change over time.',
    ],
    risks: [
      'In energy, commodity and power prices can move sharply, projects can run over budget or late, policy and incentives can change, and operational or environmental incidents can bring costs and liabilities.',
    ],
    measures: [
      'price exposure and hedging',
      'project schedule and funding',
      'reserve life or contracted capacity',
      'regulatory and permitting status',
    ],
  },
  {
    id: 'financials',
    keywords: [
      'financ',
      'bank',
      'insurance',
      'fintech',
      'asset management',
      'lending',
      'payment',
      'capital markets',
      'brokerage',
      'credit',
    ],
    considerations: [
      'Financial companies earn money from the spread between what they pay for funds and what they earn on them, from fees, or from underwriting risk, and each of these responds differently to interest rates and the economy.',
      'Credit quality, capital and liquidity are the measures regulators watch in financial services, and companies report how they provision for losses and how their capital compares with the requirements that apply to them.',
      'For payments and other financial technology businesses, transaction volumes, take rates, partner banks and the licences a company holds in each market are central to the business.',
    ],
    risks: [
      'In financial services, risks include credit losses, changes in interest rates, tighter regulation or capital requirements, funding and liquidity pressure, fraud, and the loss of key banking or distribution partners.',
    ],
    measures: [
      'credit quality and provisions',
      'capital and liquidity ratios reported to regulators',
      'funding sources',
      'fee and transaction revenue',
    ],
  },
  {
    id: 'consumer',
    keywords: [
      'consumer',
      'retail',
      'food',
      'beverage',
      'apparel',
      'restaurant',
      'e-commerce',
      'ecommerce',
      'hospitality',
      'travel',
      'leisure',
      'cannabis',
      'household',
    ],
    considerations: [
      'Consumer businesses depend on demand that shifts with household budgets, tastes and competition. Sales in existing stores or channels, growth from new locations or products, and margins as input costs change shape their results.',
      'Brand strength and distribution are central in consumer markets. Companies sell directly, through retailers or online, and the terms they have with large customers or distributors, as well as inventory relative to sales, show how well supply matches demand.',
      "Input costs, from raw materials to labour and freight, feed straight into margins in this sector, together with a company's ability to pass costs on.",
    ],
    risks: [
      'In consumer businesses, risks include weaker household spending, shifts in taste, competition on price, rising input and labour costs, dependence on large retail partners, and product recalls.',
    ],
    measures: ['sales in existing channels', 'gross margin', 'inventory relative to sales', 'customer and channel concentration'],
  },
  {
    id: 'industrials',
    keywords: [
      'industrial',
      'manufactur',
      'aerospace',
      'defense',
      'defence',
      'machinery',
      'transport',
      'logistics',
      'construction',
      'automotive',
      'engineering',
      'shipping',
    ],
    considerations: [
      'Industrial companies tend to follow the economic cycle, so orders and backlog are closely watched. How orders turn into revenue, how long contracts run and how pricing is set, including whether contracts allow costs to be passed through, shape results.',
      'Supply chains, input costs and capacity utilisation shape margins in industrials. A company that depends on a few suppliers or customers has a different profile from one with a broad base.',
      'Plants and equipment need regular investment, and the balance between growth spending and upkeep is part of how an industrial business is run.',
    ],
    risks: [
      'In industrials, risks include slowing demand in a downturn, supply-chain disruption, rising input costs, fixed-price contracts that lose money when costs rise, and dependence on a few large customers.',
    ],
    measures: ['orders and backlog', 'contract terms', 'capacity utilisation', 'capital spending'],
  },
  {
    id: 'real-estate',
    keywords: ['real estate', 'reit', 'property', 'properties', 'housing', 'homebuild'],
    considerations: [
      'Real-estate companies are shaped by occupancy, lease terms and the cost of financing. The length and quality of leases, the mix of tenants and how rents are reviewed determine how stable income is.',
      'Because property is financed with debt, interest rates and refinancing schedules carry weight, along with the way property values are assessed.',
    ],
    risks: [
      'In real estate, risks include higher interest rates, refinancing pressure, falling occupancy or rents, tenant defaults, and changes in property values.',
    ],
    measures: ['occupancy', 'lease length and tenant mix', 'debt maturities', 'how property values are assessed'],
  },
  {
    id: 'utilities',
    keywords: ['utilit', 'water', 'grid'],
    considerations: [
      'Utilities often operate under regulation that sets what they may charge and what return they may earn on their investments, and the timetable of rate reviews is central to their planning.',
      'Utilities invest heavily in networks and plants, so their capital programmes, how they fund them and the condition of their assets are at the heart of the business.',
    ],
    risks: [
      'In utilities, risks include unfavourable regulatory decisions, higher financing costs, large capital programmes, weather and climate events, and changes in energy policy.',
    ],
    measures: ['regulatory framework and rate reviews', 'capital programme', 'financing plan'],
  },
  {
    id: 'communications',
    keywords: ['telecom', 'communication', 'media', 'entertainment', 'gaming', 'advertising', 'publishing', 'broadcast', 'streaming'],
    considerations: [
      'Communications and media businesses are shaped by their audience or subscriber base, what each user brings in, and how many users leave. Content or network costs are large and often committed in advance, which makes scale important.',
      'Advertising-funded businesses follow advertising budgets, which move with the economy; subscription businesses depend on keeping subscribers engaged.',
    ],
    risks: [
      'In communications and media, risks include subscriber losses, falling advertising budgets, rising content or network costs, competition for attention, and regulation of content, spectrum or data.',
    ],
    measures: ['subscribers or audience', 'revenue per user', 'churn', 'content or network costs'],
  },
];

const GENERAL: SectorProfile = {
  id: 'general',
  keywords: [],
  considerations: [
    "Whatever the industry, a company's results depend on where its revenue comes from, what it costs to deliver, who it competes with, and how it pays for growth.",
    'Every sector has its own regulators, cycles and customers, and outside forces such as demand in end markets, input costs and regulation influence every business.',
    "Management's priorities, the way capital is divided between growth and upkeep, and the relationships a company keeps with its customers, suppliers and employees shape its results over time.",
  ],
  risks: [
    'Risks that apply to most companies include weaker demand, competition, rising costs, dependence on key customers, suppliers or people, changes in regulation, and the need to raise further capital.',
  ],
  measures: ['sources of revenue', 'costs and margins', 'cash position and funding needs', 'customer concentration'],
};

// Specific before broad: "biotechnology" is healthcare and "fintech" is financials, not technology.
const MATCH_ORDER = [
  'healthcare',
  'financials',
  'real-estate',
  'utilities',
  'mining',
  'energy',
  'communications',
  'consumer',
  'industrials',
  'technology',
];

/** The profile matching the sector (or, failing that, the industry); a general profile when none does. */
export function sectorProfile(sector: string, industry?: string): SectorProfile {
  return matchProfile(sector) ?? matchProfile(industry ?? '') ?? GENERAL;
}

function matchProfile(text: string): SectorProfile | undefined {
  const lower = text.toLowerCase();
  for (const id of MATCH_ORDER) {
    const profile = SECTORS.find((candidate) => candidate.id === id);
    // Keywords match at the start of a word: "tech" finds "technology" but not "fintech".
    if (profile?.keywords.some((keyword) => new RegExp(`(^|[^a-z])${keyword}`).test(lower))) return profile;
  }
  return undefined;
}
