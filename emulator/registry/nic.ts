// NIC 2008 divisions (real codes and descriptions) with the generic words companies in them use.

export interface NicDivision {
  code: string; // two digits
  description: string;
  words: string[]; // generic industry words for names
  section: string; // NIC section letter
  sectionDescription: string;
  inventoryHeavy: boolean;
  weight: number;
}

const d = (code: string, description: string, words: string[], section: string, weight: number, inventoryHeavy = false): NicDivision =>
  ({ code, description, words, section, sectionDescription: SECTIONS[section] ?? 'Other activities', weight, inventoryHeavy });

const SECTIONS: Record<string, string> = {
  A: 'Agriculture, forestry and fishing', B: 'Mining and quarrying', C: 'Manufacturing',
  D: 'Electricity, gas, steam and air conditioning supply', F: 'Construction',
  G: 'Wholesale and retail trade; repair of motor vehicles and motorcycles', H: 'Transportation and storage',
  I: 'Accommodation and food service activities', J: 'Information and communication',
  K: 'Financial and insurance activities', L: 'Real estate activities',
  M: 'Professional, scientific and technical activities', N: 'Administrative and support service activities',
  P: 'Education', Q: 'Human health and social work activities', R: 'Arts, entertainment and recreation',
};

export const NIC_DIVISIONS: NicDivision[] = [
  d('01', 'Crop and animal production, hunting and related service activities', ['Agro', 'Farms', 'Agritech', 'Plantations'], 'A', 2, true),
  d('02', 'Forestry and logging', ['Timbers', 'Forest Products'], 'A', 0.3, true),
  d('03', 'Fishing and aquaculture', ['Aqua', 'Marine Foods', 'Fisheries'], 'A', 0.5, true),
  d('05', 'Mining of coal and lignite', ['Coal', 'Minerals'], 'B', 0.3, true),
  d('08', 'Other mining and quarrying', ['Minerals', 'Granites', 'Stone Quarries'], 'B', 0.6, true),
  d('10', 'Manufacture of food products', ['Foods', 'Food Products', 'Dairy', 'Agro Foods'], 'C', 3, true),
  d('11', 'Manufacture of beverages', ['Beverages', 'Drinks'], 'C', 0.6, true),
  d('13', 'Manufacture of textiles', ['Textiles', 'Spinning Mills', 'Fabrics', 'Weaving'], 'C', 2.5, true),
  d('14', 'Manufacture of wearing apparel', ['Apparels', 'Garments', 'Fashions'], 'C', 1.5, true),
  d('15', 'Manufacture of leather and related products', ['Leathers', 'Footwear'], 'C', 0.6, true),
  d('17', 'Manufacture of paper and paper products', ['Papers', 'Packaging', 'Paper Mills'], 'C', 0.7, true),
  d('20', 'Manufacture of chemicals and chemical products', ['Chemicals', 'Speciality Chemicals', 'Polymers'], 'C', 2, true),
  d('21', 'Manufacture of pharmaceuticals, medicinal chemical and botanical products', ['Pharmaceuticals', 'Lifesciences', 'Healthcare', 'Drugs'], 'C', 2, true),
  d('22', 'Manufacture of rubber and plastics products', ['Plastics', 'Polymers', 'Rubber Products'], 'C', 1, true),
  d('23', 'Manufacture of other non-metallic mineral products', ['Ceramics', 'Cements', 'Glass Works', 'Tiles'], 'C', 1, true),
  d('24', 'Manufacture of basic metals', ['Steels', 'Alloys', 'Metals', 'Castings'], 'C', 1.5, true),
  d('25', 'Manufacture of fabricated metal products, except machinery and equipment', ['Engineering', 'Fabricators', 'Forgings'], 'C', 1.5, true),
  d('26', 'Manufacture of computer, electronic and optical products', ['Electronics', 'Devices', 'Optics'], 'C', 1, true),
  d('27', 'Manufacture of electrical equipment', ['Electricals', 'Cables', 'Switchgears', 'Power Systems'], 'C', 1, true),
  d('28', 'Manufacture of machinery and equipment n.e.c.', ['Machines', 'Machinery', 'Equipments', 'Industries'], 'C', 1.2, true),
  d('29', 'Manufacture of motor vehicles, trailers and semi-trailers', ['Auto Components', 'Automotive', 'Motors'], 'C', 0.8, true),
  d('35', 'Electricity, gas, steam and air conditioning supply', ['Power', 'Energy', 'Renewables', 'Solar'], 'D', 1.5),
  d('41', 'Construction of buildings', ['Builders', 'Constructions', 'Developers', 'Buildcon'], 'F', 4, true),
  d('42', 'Civil engineering', ['Infrastructure', 'Infraprojects', 'Engineers'], 'F', 2),
  d('43', 'Specialized construction activities', ['Interiors', 'Projects', 'Contractors'], 'F', 1.5),
  d('45', 'Wholesale and retail trade and repair of motor vehicles and motorcycles', ['Automobiles', 'Motors', 'Auto Sales'], 'G', 1.2, true),
  d('46', 'Wholesale trade, except of motor vehicles and motorcycles', ['Traders', 'Trading', 'Exports', 'Impex', 'Distributors'], 'G', 6, true),
  d('47', 'Retail trade, except of motor vehicles and motorcycles', ['Retail', 'Stores', 'Mart', 'Bazaar'], 'G', 2.5, true),
  d('49', 'Land transport and transport via pipelines', ['Transport', 'Roadways', 'Carriers', 'Logistics'], 'H', 1.5),
  d('52', 'Warehousing and support activities for transportation', ['Logistics', 'Warehousing', 'Shipping Services'], 'H', 1.2),
  d('55', 'Accommodation', ['Hotels', 'Resorts', 'Hospitality'], 'I', 1),
  d('56', 'Food and beverage service activities', ['Restaurants', 'Caterers', 'Kitchens'], 'I', 0.8),
  d('58', 'Publishing activities', ['Publications', 'Publishers', 'Media'], 'J', 0.4),
  d('59', 'Motion picture, video and television programme production, sound recording and music publishing activities', ['Films', 'Studios', 'Entertainment'], 'J', 0.7),
  d('61', 'Telecommunications', ['Telecom', 'Networks', 'Broadband'], 'J', 0.6),
  d('62', 'Computer programming, consultancy and related activities', ['Technologies', 'Software', 'Infotech', 'Systems', 'Digital Solutions', 'Labs'], 'J', 8),
  d('63', 'Information service activities', ['Data Services', 'Analytics', 'Information Services'], 'J', 1.5),
  d('64', 'Financial service activities, except insurance and pension funding', ['Finance', 'Capital', 'Finvest', 'Credit', 'Leasing'], 'K', 4),
  d('65', 'Insurance, reinsurance and pension funding, except compulsory social security', ['Insurance', 'Assurance'], 'K', 0.3),
  d('66', 'Activities auxiliary to financial service and insurance activities', ['Securities', 'Stock Brokers', 'Wealth Advisors', 'Insurance Brokers'], 'K', 1.5),
  d('68', 'Real estate activities', ['Realty', 'Estates', 'Properties', 'Housing'], 'L', 4),
  d('69', 'Legal and accounting activities', ['Advisory', 'Tax Consultants', 'Legal Services'], 'M', 1),
  d('70', 'Activities of head offices; management consultancy activities', ['Consultants', 'Management Services', 'Ventures', 'Holdings'], 'M', 3),
  d('71', 'Architecture and engineering activities; technical testing and analysis', ['Design Studio', 'Engineering Services', 'Testing Labs'], 'M', 1),
  d('72', 'Scientific research and development', ['Research', 'Biosciences', 'Innovations'], 'M', 0.6),
  d('73', 'Advertising and market research', ['Advertising', 'Communications', 'Brand Works'], 'M', 1),
  d('74', 'Other professional, scientific and technical activities', ['Services', 'Solutions', 'Professional Services'], 'M', 1.5),
  d('77', 'Rental and leasing activities', ['Rentals', 'Leasing', 'Equipment Hire'], 'N', 0.6),
  d('78', 'Employment activities', ['Manpower', 'Staffing', 'Placements'], 'N', 0.8),
  d('79', 'Travel agency, tour operator and other reservation service activities and related activities', ['Travels', 'Tours', 'Holidays'], 'N', 1),
  d('82', 'Office administrative, office support and other business support activities', ['Business Services', 'Facility Management', 'Outsourcing'], 'N', 1.2),
  d('85', 'Education', ['Education', 'Learning', 'Academy', 'Edutech'], 'P', 1.5),
  d('86', 'Human health activities', ['Hospitals', 'Healthcare', 'Diagnostics', 'Medicare'], 'Q', 1.5),
  d('93', 'Sports activities and amusement and recreation activities', ['Sports', 'Leisure', 'Amusements'], 'R', 0.4),
];

export const NIC_WEIGHTS: ReadonlyArray<readonly [NicDivision, number]> = NIC_DIVISIONS.map((n) => [n, n.weight] as const);

export function nicDivision(code: string): NicDivision | undefined {
  return NIC_DIVISIONS.find((n) => n.code === code.slice(0, 2));
}
