// The demo team and partners. The names are invented; the partners' logos are in assets/partners/.

export interface DemoMember {
  name: string;
  role: string;
  colour: string;
  active: boolean;
}

export const demoTeam: DemoMember[] = [
  { name: 'Priya Sharma', role: 'Content Lead', colour: '#b3261e', active: true },
  { name: 'Daniel Okafor', role: 'Web Development Lead', colour: '#2b6cb0', active: true },
  { name: 'Émilie Tremblay', role: 'Social Media Strategist', colour: '#2f855a', active: true },
  { name: 'Marcus Chen', role: 'Local SEO Specialist', colour: '#805ad5', active: true },
  { name: 'Jordan Reid', role: 'Student Designer (alumni)', colour: '#718096', active: false },
];

export interface DemoPartner {
  name: string;
  /** The file under assets/partners/ (stored as media `partner-<file>`). */
  logoFile: string;
  active: boolean;
}

export const demoPartners: DemoPartner[] = [
  { name: 'Riverbend Coffee Co.', logoFile: 'riverbend-coffee.svg', active: true },
  { name: 'Northern Lights Physiotherapy', logoFile: 'northern-lights-physio.svg', active: true },
  { name: 'Whyte Avenue Books', logoFile: 'whyte-avenue-books.svg', active: true },
  { name: 'Prairie Bloom Florists', logoFile: 'prairie-bloom.svg', active: true },
  { name: 'Kettle & Crumb Bakery', logoFile: 'kettle-and-crumb.svg', active: true },
  { name: 'Summit Auto Care', logoFile: 'summit-auto-care.svg', active: false },
  { name: 'Glenora Yoga Studio', logoFile: 'glenora-yoga.svg', active: false },
];
