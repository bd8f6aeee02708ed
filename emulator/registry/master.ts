// The company master record (data of GET /v1/companies/{cin}) in the registry's own field names.
import { companyAddress } from './company-entry';
import { dayOf, mdy, rupeeCompact, rupeeDisplay } from './format';
import type { CompanyPlan } from './plan';
import { rngFor } from './prng';
import type { Json } from './types';
import type { Universe } from './universe';

function money(name: string, rupees: number): Json {
  return { [name]: rupees, [`${name}Formatted`]: rupeeCompact(rupees), [`${name}Display`]: rupeeDisplay(rupees) };
}

const COUNTRY_BY_SUFFIX: Record<string, string> = {
  'GmbH': 'Germany', 'Inc.': 'United States of America', 'Pte. Ltd.': 'Singapore', 'Limited': 'United Kingdom', 'B.V.': 'Netherlands',
  'AG': 'Switzerland', 'S.A.': 'France', 'LLC': 'United States of America', 'Co., Ltd.': 'Japan', 'FZE': 'United Arab Emirates',
};

export function countryOfForeignCompany(name: string): string {
  for (const [suffix, country] of Object.entries(COUNTRY_BY_SUFFIX)) if (name.endsWith(` ${suffix}`)) return country;
  return 'United Kingdom';
}

function addresses(u: Universe, plan: CompanyPlan): Json[] {
  return (['registered', 'correspondence'] as const).map((which) => ({
    addressType: which === 'registered' ? 'Registered Address' : 'Correspondence Address',
    ...companyAddress(u.seed, plan.sk, which),
  }));
}

function companyData(u: Universe, plan: CompanyPlan, disqualified: (director: number) => boolean): Json {
  const sk = plan.sk;
  const rng = rngFor(u.seed, 'master', sk.index);
  const base: Json = { cin: sk.cin, companyName: sk.name };
  const tail: Json = { companyStatus: sk.status, MCAMDSCompanyAddress: addresses(u, plan) };
  if (sk.kind === 'LLP') {
    const designated = plan.appointments.filter((a) => a.toDay === null).length;
    const partners = designated + rng.int(0, 3);
    return { ...base, companyType: 'LLP', companyOrigin: 'Indian', dateOfIncorporation: mdy(sk.incDay), numberOfPartners: partners, numberOfDesignatedPartners: designated, totalObligationOfContribution: Math.round(plan.scale / 1e4) * 1e4, ...tail };
  }
  if (sk.kind === 'FCIN') {
    return { ...base, companyType: 'Foreign Company', companyOrigin: 'Foreign', countryOfIncorporation: countryOfForeignCompany(sk.name), dateOfIncorporation: mdy(sk.incDay), ...tail };
  }
  const cap = plan.capital!;
  const lastAnnual = plan.annual[plan.annual.length - 1];
  const compliant = sk.status === 'Active' && lastAnnual !== undefined && lastAnnual.fyEnd >= 2025 && plan.appointments.every((a) => !disqualified(a.director));
  return {
    ...base,
    companyType: 'Company',
    companyOrigin: 'Indian',
    companyCategory: 'Company limited by Shares',
    companySubcategory: sk.kind === 'FTC' ? 'Subsidiary of Foreign Company' : 'Non-govt company',
    classOfCompany: sk.kind === 'OPC' ? 'One Person Company' : sk.kind === 'PLC' || sk.kind === 'FLC' ? 'Public' : 'Private',
    dateOfIncorporation: mdy(sk.incDay),
    ...money('authorisedCapital', cap.authorised),
    ...money('paidUpCapital', cap.paidUp),
    ...money('subscribedCapital', cap.paidUp),
    numberOfMembers: sk.kind === 'OPC' ? 1 : sk.listed ? rng.int(4000, 250_000) : sk.kind === 'PLC' || sk.kind === 'FLC' ? rng.int(7, 300) : rng.int(2, 40),
    activeCompliance: sk.status === 'Active' ? (compliant ? 'ACTIVE compliant' : 'ACTIVE non-compliant') : null,
    whetherListedOrNot: sk.listed ? 'Listed' : 'Unlisted',
    ...tail,
  };
}

export interface DirectorLookup {
  pan(director: number): string;
  disqualified(director: number): boolean;
}

export function masterRecord(u: Universe, plan: CompanyPlan, directors: DirectorLookup): Json {
  const sk = plan.sk;
  const llp = sk.kind === 'LLP';
  const lastAnnual = plan.annual[plan.annual.length - 1];
  const commonData = llp ? null : {
    mainDivisionCode: sk.nic.code,
    mainDivisionDescription: sk.nic.description,
    nicCode: sk.nicCode,
    dateOfLastAGM: lastAnnual && sk.kind !== 'FCIN' ? mdy(lastAnnual.agmDay) : null,
    dateOfBalanceSheet: lastAnnual ? mdy(dayOf(lastAnnual.fyEnd, 3, 31)) : null,
    companyAddress: addresses(u, plan),
  };
  // The plan holds only the seats the registry has recorded by the moment it is read (living.ts).
  const directorData = llp ? null : plan.appointments.filter((a) => a.toDay === null).map((a) => {
    const d = u.directors[a.director]!;
    return {
      DIN: d.din,
      PAN: directors.pan(a.director),
      FirstName: [d.firstName, d.middleName].filter(Boolean).join(' '),
      LastName: d.lastName,
      dateOfAppointment: mdy(a.fromDay),
      DirectorDisqualified: directors.disqualified(a.director) ? 'true' : 'false',
      MCAUserRole: [{ role: a.role, designation: a.designation, cin: sk.cin, kmpFlag: a.kmp }],
    };
  });
  const indexChargesData = plan.charges.map((c) => {
    const creation = c.events[0]!;
    const modification = [...c.events].reverse().find((e) => e.type === 'MODIFICATION');
    const satisfaction = c.events.find((e) => e.type === 'SATISFACTION');
    return {
      chargeId: c.chargeId,
      chName: c.bank.name,
      chargeAmount: c.amount,
      dateOfCreation: mdy(creation.day),
      dateOfModification: modification ? mdy(modification.day) : null,
      dateOfSatisfaction: satisfaction ? mdy(satisfaction.day) : null,
      StreetAddress: c.bank.street,
      City: c.bank.city.name,
      State: c.bank.state.name,
      PostalCode: `${c.bank.city.pin}001`,
      Country: 'India',
    };
  });
  return {
    cin: sk.cin,
    company: sk.name,
    cinHistory: plan.cinHistory.map((h) => ({ cin: h.value, fromDate: mdy(h.fromDay), toDate: mdy(h.toDay) })),
    nameHistory: plan.nameHistory.map((h) => ({ name: h.value, fromDate: mdy(h.fromDay), toDate: mdy(h.toDay) })),
    masterData: { companyData: companyData(u, plan, directors.disqualified), commonData, directorData, indexChargesData },
  };
}
