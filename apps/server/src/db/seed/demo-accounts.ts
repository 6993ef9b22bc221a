import { and, eq } from 'drizzle-orm';
import { companyScoreOf, industrySectionOf, profileScore } from '@cyber/domain';
import { builtinRiskScan } from '../../modules/accounts/enrichment/builtin.ts';
import type { Tx } from '../client.ts';
import {
  accountNotes,
  accountProfiles,
  accountRiskScans,
  agencyAccounts,
  organisations,
  teams,
} from '../schema/index.ts';

type DemoAccount = {
  name: string;
  region?: 'US' | 'UK';
  agency: 'harbor' | 'summit' | 'thames';
  team?: string;
  entityType: string;
  ownershipType: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  domainName?: string;
  naicsCode?: string;
  sicCode?: string;
  primaryIndustry: string;
  secondaryIndustry?: string;
  totalRevenue?: number;
  noOfEmployees?: number;
  yearEstablished?: number;
  dunsNumber?: string;
};

/** Twenty insured accounts across states, industries and sizes (DESIGN §6). */
const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Beacon Hill Pediatrics',
    agency: 'harbor',
    team: 'New Business',
    entityType: 'Independent',
    ownershipType: 'Private',
    address1: '120 Charles St',
    city: 'Boston',
    state: 'MA',
    zipCode: '02114',
    phone: '6175550142',
    domainName: 'beaconhillpeds.com',
    naicsCode: '621111',
    primaryIndustry: 'Health Care and Social Assistance',
    secondaryIndustry: 'Offices of Physicians',
    totalRevenue: 8_400_000,
    noOfEmployees: 42,
    yearEstablished: 1998,
    dunsNumber: '081234567',
  },
  {
    name: 'Granite State Credit Union',
    agency: 'harbor',
    team: 'Renewals',
    entityType: 'Independent',
    ownershipType: 'Non-Profit',
    address1: '45 Elm St',
    city: 'Manchester',
    state: 'NH',
    zipCode: '03101',
    phone: '6035550199',
    domainName: 'granitestatecu.org',
    naicsCode: '522130',
    primaryIndustry: 'Finance and Insurance',
    secondaryIndustry: 'Credit Unions',
    totalRevenue: 61_000_000,
    noOfEmployees: 210,
    yearEstablished: 1956,
  },
  {
    name: 'Bayview Logistics',
    agency: 'harbor',
    team: 'New Business',
    entityType: 'Subsidiary',
    ownershipType: 'Private',
    address1: '1 Seaport Ln',
    city: 'Boston',
    state: 'MA',
    zipCode: '02210',
    phone: '6175550177',
    domainName: 'bayviewlogistics.com',
    naicsCode: '488510',
    primaryIndustry: 'Transportation and Warehousing',
    secondaryIndustry: 'Freight Transportation Arrangement',
    totalRevenue: 145_000_000,
    noOfEmployees: 530,
    yearEstablished: 2004,
  },
  {
    name: 'Pioneer Valley Law Group',
    agency: 'harbor',
    team: 'Renewals',
    entityType: 'Independent',
    ownershipType: 'Partnership',
    address1: '300 Main St',
    city: 'Springfield',
    state: 'MA',
    zipCode: '01103',
    phone: '4135550110',
    domainName: 'pvlawgroup.com',
    naicsCode: '541110',
    primaryIndustry: 'Professional, Scientific, and Technical Services',
    secondaryIndustry: 'Offices of Lawyers',
    totalRevenue: 5_200_000,
    noOfEmployees: 24,
    yearEstablished: 1987,
  },
  {
    name: 'Lakeshore Manufacturing Co',
    agency: 'harbor',
    entityType: 'Parent',
    ownershipType: 'Private',
    address1: '800 Industrial Pkwy',
    city: 'Cleveland',
    state: 'OH',
    zipCode: '44114',
    phone: '2165550123',
    domainName: 'lakeshoremfg.com',
    naicsCode: '332710',
    primaryIndustry: 'Manufacturing',
    secondaryIndustry: 'Machine Shops',
    totalRevenue: 88_000_000,
    noOfEmployees: 410,
    yearEstablished: 1971,
  },
  {
    name: 'Sunbelt Dental Partners',
    agency: 'harbor',
    team: 'New Business',
    entityType: 'Holding',
    ownershipType: 'Private',
    address1: '2100 Peachtree Rd NW',
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30309',
    phone: '4045550188',
    domainName: 'sunbeltdental.com',
    naicsCode: '621210',
    primaryIndustry: 'Health Care and Social Assistance',
    secondaryIndustry: 'Offices of Dentists',
    totalRevenue: 23_000_000,
    noOfEmployees: 160,
    yearEstablished: 2011,
  },
  {
    name: 'Cascade Software Studio',
    agency: 'harbor',
    entityType: 'Independent',
    ownershipType: 'Private',
    address1: '400 Pine St',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    phone: '2065550135',
    domainName: 'cascadesoftware.io',
    naicsCode: '541511',
    primaryIndustry: 'Professional, Scientific, and Technical Services',
    secondaryIndustry: 'Custom Computer Programming Services',
    totalRevenue: 3_100_000,
    noOfEmployees: 18,
    yearEstablished: 2016,
  },
  {
    name: 'Lone Star Title Agency',
    agency: 'harbor',
    team: 'Renewals',
    entityType: 'Independent',
    ownershipType: 'Private',
    address1: '900 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    phone: '5125550166',
    domainName: 'lonestartitle.com',
    naicsCode: '541191',
    primaryIndustry: 'Professional, Scientific, and Technical Services',
    secondaryIndustry: 'Title Abstract and Settlement Offices',
    totalRevenue: 7_700_000,
    noOfEmployees: 35,
    yearEstablished: 2002,
  },
  {
    name: 'Mile High Veterinary Clinic',
    agency: 'harbor',
    entityType: 'Independent',
    ownershipType: 'Private',
    address1: '1550 Larimer St',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    phone: '3035550119',
    naicsCode: '541940',
    primaryIndustry: 'Professional, Scientific, and Technical Services',
    secondaryIndustry: 'Veterinary Services',
    totalRevenue: 1_900_000,
    noOfEmployees: 12,
  },
  {
    name: 'Evergreen Public Schools Foundation',
    agency: 'harbor',
    entityType: 'Independent',
    ownershipType: 'Public Sector',
    address1: '2900 E 4th Plain Blvd',
    city: 'Vancouver',
    state: 'WA',
    zipCode: '98661',
    phone: '3605550171',
    domainName: 'evergreenfoundation.org',
    naicsCode: '813211',
    primaryIndustry: 'Other Services',
    secondaryIndustry: 'Grantmaking Foundations',
    totalRevenue: 2_600_000,
    noOfEmployees: 9,
    yearEstablished: 1990,
  },
  {
    name: 'Coastal Carolina Realty',
    agency: 'harbor',
    team: 'New Business',
    entityType: 'Branch',
    ownershipType: 'Private',
    address1: '77 Broad St',
    city: 'Charleston',
    state: 'SC',
    zipCode: '29401',
    phone: '8435550108',
    domainName: 'coastalcarolinarealty.com',
    naicsCode: '531210',
    primaryIndustry: 'Real Estate and Rental and Leasing',
    secondaryIndustry: 'Offices of Real Estate Agents and Brokers',
    totalRevenue: 4_400_000,
  },
  {
    name: 'Desert Sun Solar',
    agency: 'harbor',
    entityType: 'Independent',
    ownershipType: 'Private',
    address1: '2 N Central Ave',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85004',
    phone: '6025550153',
    domainName: 'desertsunsolar.com',
    naicsCode: '238210',
    primaryIndustry: 'Construction',
    secondaryIndustry: 'Electrical Contractors',
    totalRevenue: 19_500_000,
    noOfEmployees: 95,
    yearEstablished: 2009,
  },
  {
    name: 'Prairie Grain Cooperative',
    agency: 'summit',
    team: 'Wholesale Desk',
    entityType: 'Independent',
    ownershipType: 'Non-Corporates',
    address1: '500 Commerce St',
    city: 'Des Moines',
    state: 'IA',
    zipCode: '50309',
    phone: '5155550181',
    domainName: 'prairiegrain.coop',
    naicsCode: '424510',
    primaryIndustry: 'Wholesale Trade',
    secondaryIndustry: 'Grain and Field Bean Merchant Wholesalers',
    totalRevenue: 310_000_000,
    noOfEmployees: 650,
    yearEstablished: 1948,
  },
  {
    name: 'Gateway Regional Hospital',
    agency: 'summit',
    team: 'Wholesale Desk',
    entityType: 'Parent',
    ownershipType: 'Non-Profit',
    address1: '1 Hospital Dr',
    city: 'St Louis',
    state: 'MO',
    zipCode: '63110',
    phone: '3145550100',
    domainName: 'gatewayregional.org',
    naicsCode: '622110',
    primaryIndustry: 'Health Care and Social Assistance',
    secondaryIndustry: 'General Medical and Surgical Hospitals',
    totalRevenue: 720_000_000,
    noOfEmployees: 3800,
    yearEstablished: 1921,
    dunsNumber: '004567890',
  },
  {
    name: 'Windy City Payments',
    agency: 'summit',
    entityType: 'Subsidiary',
    ownershipType: 'Public',
    address1: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60606',
    phone: '3125550147',
    domainName: 'windycitypayments.com',
    naicsCode: '522320',
    primaryIndustry: 'Finance and Insurance',
    secondaryIndustry: 'Financial Transactions Processing',
    totalRevenue: 1_250_000_000,
    noOfEmployees: 2100,
    yearEstablished: 1999,
  },
  {
    name: 'Great Plains Energy Services',
    agency: 'summit',
    entityType: 'Independent',
    ownershipType: 'Private',
    address1: '100 N Broadway',
    city: 'Oklahoma City',
    state: 'OK',
    zipCode: '73102',
    phone: '4055550116',
    naicsCode: '213112',
    primaryIndustry: 'Mining, Quarrying, and Oil and Gas Extraction',
    totalRevenue: 54_000_000,
  },
  {
    name: 'Camden Lock Design Ltd',
    region: 'UK',
    agency: 'thames',
    team: 'London Desk',
    entityType: 'Independent',
    ownershipType: 'Private',
    address1: '54 Camden Lock Place',
    city: 'London',
    state: 'Greater London',
    zipCode: 'NW1 8AF',
    phone: '+442079460321',
    domainName: 'camdenlockdesign.co.uk',
    sicCode: '74100',
    primaryIndustry: 'Specialised design activities',
    totalRevenue: 2_300_000,
    noOfEmployees: 21,
    yearEstablished: 2012,
  },
  {
    name: 'Mersey Freight Forwarding Ltd',
    region: 'UK',
    agency: 'thames',
    team: 'London Desk',
    entityType: 'Independent',
    ownershipType: 'Private',
    address1: '10 Brunswick Street',
    city: 'Liverpool',
    state: 'Merseyside',
    zipCode: 'L2 0PP',
    phone: '+441515550123',
    domainName: 'merseyfreight.co.uk',
    sicCode: '52290',
    primaryIndustry: 'Other transportation support activities',
    totalRevenue: 16_000_000,
    noOfEmployees: 120,
    yearEstablished: 1994,
  },
  {
    name: 'Pennine Accountancy LLP',
    region: 'UK',
    agency: 'thames',
    entityType: 'Independent',
    ownershipType: 'Partnership',
    address1: '3 Park Row',
    city: 'Leeds',
    state: 'West Yorkshire',
    zipCode: 'LS1 5HD',
    phone: '+441134960555',
    domainName: 'pennineaccountancy.co.uk',
    sicCode: '69201',
    primaryIndustry: 'Accounting and auditing activities',
    totalRevenue: 4_800_000,
    noOfEmployees: 38,
    yearEstablished: 2001,
  },
  {
    name: 'Clyde Coast Hotels Ltd',
    region: 'UK',
    agency: 'thames',
    entityType: 'Holding',
    ownershipType: 'Private',
    address1: '25 Bothwell Street',
    city: 'Glasgow',
    state: 'Lanarkshire',
    zipCode: 'G2 6NL',
    phone: '+441414960777',
    domainName: 'clydecoasthotels.com',
    sicCode: '55100',
    primaryIndustry: 'Hotels and similar accommodation',
    totalRevenue: 27_000_000,
    noOfEmployees: 340,
  },
];

/** The demo users who look after each agency's accounts. */
const AGENTS = {
  harbor: 'agent@example.com',
  summit: 'wholesale@example.com',
  thames: 'broker@example.com',
} as const;

const COUNTRY = { US: 'USA', UK: 'GBR' } as const;

/**
 * Demo insured accounts (DESIGN §6): seeded with the demo organisations, on an empty database
 * only. `orgIds` maps the demo organisations' refs to their ids. Acme Dental Group (an existing
 * demo customer, Harbor's client) gets its profile here too.
 */
export async function seedDemoAccounts(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  const { now, orgIds, userIds } = options;
  const teamId = async (agencyId: string, name: string | undefined) => {
    if (!name) return null;
    const [row] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.organisationId, agencyId), eq(teams.name, name)));
    return row?.id ?? null;
  };

  const acme: DemoAccount = {
    name: 'Acme Dental Group',
    agency: 'harbor',
    team: 'New Business',
    entityType: 'Independent',
    ownershipType: 'Private',
    address1: '85 Exchange Pl',
    city: 'Providence',
    state: 'RI',
    zipCode: '02903',
    phone: '4015550134',
    domainName: 'acmedentalgroup.com',
    naicsCode: '621210',
    primaryIndustry: 'Health Care and Social Assistance',
    secondaryIndustry: 'Offices of Dentists',
    totalRevenue: 12_500_000,
    noOfEmployees: 85,
    yearEstablished: 2003,
  };

  const all: { account: DemoAccount; existingId?: string }[] = [
    { account: acme, existingId: orgIds.get('acme')! },
    ...DEMO_ACCOUNTS.map((account) => ({ account })),
  ];
  const scans: {
    accountId: string;
    group: string | null;
    at: Date;
    requestedBy: string | null;
    result: ReturnType<typeof builtinRiskScan>;
  }[] = [];
  let serial = 1001;
  for (const { account: a, existingId } of all) {
    const region = a.region ?? 'US';
    const agencyId = orgIds.get(a.agency)!;
    const created = new Date(now.getTime() - (serial - 1000) * 3 * 86_400_000);
    let id = existingId;
    if (!id) {
      const [org] = await tx
        .insert(organisations)
        .values({
          accountType: 'CUSTOMER',
          name: a.name,
          region,
          parentId: agencyId,
          entityType: a.entityType,
          ownershipType: a.ownershipType,
          // Each demo policyholder's policy contact (its binders, policies and payment reminders
          // go there): an address under example.com, which no mail ever reaches.
          contactFirstName: 'Accounts',
          contactLastName: 'Payable',
          contactEmail: `accounts@${a.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')}.example.com`,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: organisations.id });
      id = org!.id;
    }
    const values = {
      phone: a.phone,
      dunsNumber: a.dunsNumber ?? null,
      noOfEmployees: a.noOfEmployees ?? null,
      yearEstablished: a.yearEstablished ?? null,
      naicsCode: a.naicsCode ?? null,
      sicCode: a.sicCode ?? null,
      primaryIndustry: a.primaryIndustry,
      secondaryIndustry: a.secondaryIndustry ?? null,
      totalRevenue: a.totalRevenue ?? null,
      domesticRevenue: a.totalRevenue ?? null,
      domainName: a.domainName ?? null,
      address1: a.address1,
      city: a.city,
      zipCode: a.zipCode,
      state: a.state,
      country: COUNTRY[region],
      mailingSameAsPhysical: true,
      mailingAddress1: a.address1,
      mailingCity: a.city,
      mailingZipCode: a.zipCode,
      mailingState: a.state,
      mailingCountry: COUNTRY[region],
    };
    const agentId = userIds.get(AGENTS[a.agency]) ?? null;
    await tx.insert(accountProfiles).values({
      ...values,
      organisationId: id,
      cbid: `CB-${String(serial).padStart(7, '0')}`,
      profileScore: profileScore({
        ...values,
        entityType: a.entityType,
        ownershipType: a.ownershipType,
      }),
      createdBy: agentId,
      createdAt: created,
      updatedAt: created,
    });
    await tx.insert(agencyAccounts).values({
      agencyId,
      accountId: id,
      relation: 'ASSIGNED',
      agentUserId: agentId,
      teamId: await teamId(agencyId, a.team),
      createdBy: agentId,
      createdAt: created,
      updatedAt: created,
    });
    // Every account has the risk picture of its creation (the built-in provider's, repeatable).
    const code = region === 'UK' ? values.sicCode : values.naicsCode;
    const section = industrySectionOf(code);
    scans.push({
      accountId: id,
      group: section ? `${region}:${section}` : null,
      at: created,
      requestedBy: agentId,
      result: builtinRiskScan({
        ...values,
        id,
        name: a.name,
        region,
        otherDomains: [],
        url: null,
      }),
    });
    if (serial === 1001) {
      await tx.insert(accountNotes).values({
        accountId: id,
        authorOrganisationId: agencyId,
        noteType: 'GENERAL',
        body: 'Renewal meeting booked with the practice manager; MFA rolled out to all staff.',
        createdBy: agentId,
        createdAt: now,
        updatedAt: now,
      });
    }
    serial++;
  }
  await seedRiskScans(tx, scans);
  // Harbor's wholesale partner also sees one of its accounts (a LINKED relation).
  const [bayview] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(eq(organisations.accountType, 'CUSTOMER'), eq(organisations.name, 'Bayview Logistics')),
    );
  if (bayview) {
    await tx.insert(agencyAccounts).values({
      agencyId: orgIds.get('summit')!,
      accountId: bayview.id,
      relation: 'LINKED',
      createdAt: now,
      updatedAt: now,
    });
  }
}

/**
 * The CREATE scans of the demo accounts, with each industry score the mean company score of
 * the demo accounts in the same region and 2-digit industry section (as a live scan stores it).
 */
async function seedRiskScans(
  tx: Tx,
  scans: {
    accountId: string;
    group: string | null;
    at: Date;
    requestedBy: string | null;
    result: ReturnType<typeof builtinRiskScan>;
  }[],
) {
  const scored = scans.map((s) => ({ ...s, companyScore: companyScoreOf(s.result.factors) }));
  const industryScore = (group: string | null) => {
    const peers = scored.filter((s) => group !== null && s.group === group);
    return peers.length === 0
      ? null
      : Math.round(peers.reduce((sum, s) => sum + s.companyScore, 0) / peers.length);
  };
  for (const s of scored) {
    await tx.insert(accountRiskScans).values({
      accountId: s.accountId,
      provider: 'builtin',
      trigger: 'CREATE',
      factors: s.result.factors,
      companyScore: s.companyScore,
      industryScore: industryScore(s.group),
      findings: s.result.findings,
      requestedBy: s.requestedBy,
      createdAt: s.at,
    });
    await tx
      .update(accountProfiles)
      .set({ lastScannedAt: s.at })
      .where(eq(accountProfiles.organisationId, s.accountId));
  }
}
