import { BRAND, site } from '../../app/site';
import type { LegalDocument } from './legalDocument';

/** The terms for our website and services, under the laws of Alberta. */
export const termsOfService: LegalDocument = {
  updated: '2026-11-22',
  intro: [
    `These terms are an agreement between you and ${BRAND}, a marketing agency in ${site.city}, ${site.region}. They apply when you use our website, create a client account or buy any of our services. Please read them; by using our website or services you accept them. If you accept them for a business, you confirm that you may bind that business.`,
  ],
  sections: [
    {
      id: 'services',
      heading: 'Our services',
      blocks: [
        'We offer social media marketing, web development, smart chatbots, website enhancement, Google Business Profile and search engine optimisation, and email marketing. What we deliver for you, by when and for what price is set out in your proposal, contract or chosen plan. If one of those documents says something different from these terms, that document applies.',
        'Dates we give are our honest estimates. They depend on you sending the content, access and approvals we ask for on time.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Client accounts and access codes',
      blocks: [
        'Client portal accounts are created with an access code from our team. The code is for your business only: do not share it. Keep your password secret and tell us right away if you think someone else has used your account; you are responsible for what is done with it until you tell us.',
        'We may suspend an account that is used against these terms or that puts our systems or other clients at risk, and we will tell you why.',
      ],
    },
    {
      id: 'free-trial-and-plans',
      heading: 'Free trial and monthly plans',
      blocks: [
        {
          list: [
            'Free trial: we build your website within 5 days of receiving what we need from you, and you can use and review it for 7 days at no charge. No credit card is needed for the trial.',
            'After the trial you either approve the site and choose a monthly plan, or walk away and owe nothing. Hosting is paid only after you approve. If you do not choose a plan, we take the trial site offline and delete its content within 30 days.',
            'Where an offer lets you pay what you think the work is worth, you choose the amount of the one-time build fee, which may be zero; the monthly plan you pick still applies once you approve.',
            'Monthly plans renew each month until you cancel. Each plan includes the number of pages and the months of support it lists on our free-website page when you sign up.',
            'You may cancel at any time; cancelling takes effect at the end of the month you have paid for, and we do not refund part months unless the law requires it.',
            'We will give you at least 30 days’ notice by e-mail before we change the price of your plan, and you may cancel before the change applies.',
          ],
        },
        { link: { to: '/free-website', label: 'See the plans on our free-website page' } },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        'Prices are in Canadian dollars and do not include GST or other taxes, which we add as the law requires. Payments are processed by Stripe; by choosing a monthly plan you authorise us to charge your payment method each month until you cancel. Invoiced project fees are due within 15 days unless your contract says otherwise.',
        'If a payment fails or is late, we will tell you and may pause work or hosting if it is not settled within 14 days of our notice.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Who owns the work',
      blocks: [
        'You keep ownership of everything you give us, such as your logo, photos and text, and you allow us to use it to provide our services. You confirm that you have the right to give it to us.',
        'Once you have paid for it in full, you own the final work we create specifically for you, such as your website design, copy and graphics. Parts made by others, such as fonts, stock photos, plugins and platforms, stay under their own licences. Our own tools, templates and know-how remain ours, and you may use them as part of the work we deliver.',
        'We may show the work we did for you in our portfolio and case studies. Tell us if you would rather we did not, and we will not.',
      ],
    },
    {
      id: 'student-teams',
      heading: 'Work by our student teams',
      blocks: [
        'Much of our work is done by university students, supervised by experienced mentors who review it before it reaches you. Our students agree in writing to keep client information confidential. Whoever does the work, we are responsible to you for it under these terms.',
        'Student teams follow the academic calendar. If exams or term changes affect your timeline, we will tell you in advance and agree on new dates with you.',
      ],
    },
    {
      id: 'your-responsibilities',
      heading: 'Your responsibilities',
      blocks: [
        'Give us accurate information, content you have the right to use, and timely feedback and approvals. You remain responsible for your business’s own legal duties, such as having consent from the people on your mailing lists and making truthful claims about your products.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'When you use our website, portal or the tools we build for you, do not:',
        {
          list: [
            'publish or send anything unlawful, misleading, hateful or that infringes someone else’s rights;',
            'send spam or unsolicited messages through the chatbots, e-mail tools or accounts we set up;',
            'try to get around our security, reach accounts or data that are not yours, or test our systems for weaknesses without our written permission;',
            'overload our services or collect content from them with automated tools.',
          ],
        },
        'We may refuse or remove content that breaks these rules and suspend the services involved.',
      ],
    },
    {
      id: 'results',
      heading: 'Results',
      blocks: [
        'We do careful, professional work, but followers, rankings, enquiries and sales depend on many things outside our control, such as your market, your competitors and search engines’ decisions. Figures on our website are past or typical results, not promises for your business. A result is guaranteed only where your contract says so in writing.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limits of our liability',
      blocks: [
        'As far as the law allows, we are not liable for indirect or consequential losses, such as lost profits, lost data or lost business opportunities, and our total liability for any claim about our services is limited to the fees you paid us for them in the 12 months before the claim arose. Nothing in these terms limits a liability that the law does not allow us to limit.',
      ],
    },
    {
      id: 'ending',
      heading: 'Ending our work together',
      blocks: [
        'You may stop our services as your plan or contract allows. We may end them if you seriously break these terms and do not put it right within 14 days of our notice. Either way, we will give you a copy of your website’s content and your files if you ask within 30 days.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Your privacy',
      blocks: [
        'Our Privacy Policy explains how we handle the personal information you give us.',
        { link: { to: '/privacy-policy', label: 'Read our Privacy Policy' } },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. We will post the new version here with its date and, for changes that matter to clients, tell you by e-mail at least 30 days before they apply. If you keep using our services after that, the new terms apply.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the Province of Alberta and the federal laws of Canada that apply there. Any dispute will be decided by the courts of Alberta, and we will always try first to resolve it with you directly.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `Questions about these terms? Write to ${BRAND}, ${site.city}, ${site.region}, or reach us here:`,
        { contact: true },
      ],
    },
  ],
};
