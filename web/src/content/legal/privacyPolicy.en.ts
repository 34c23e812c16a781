import { BRAND, site } from '../../app/site';
import type { LegalDocument } from './legalDocument';

/** Our privacy policy, written for PIPEDA and Alberta's Personal Information Protection Act (PIPA). */
export const privacyPolicy: LegalDocument = {
  updated: '2026-11-22',
  intro: [
    `${BRAND} is a marketing agency in ${site.city}, ${site.region}, whose student teams build websites, campaigns and chatbots for local businesses. This policy explains in plain language what personal information we collect, why, and the choices and rights you have.`,
    `We handle personal information as Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA) and Alberta’s Personal Information Protection Act (PIPA) require. This policy covers our website, forms, client portal and services.`,
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        'We collect only what we need for the purpose we tell you about, mostly from you directly.',
        { subheading: 'Forms you send us' },
        {
          list: [
            'Strategy call requests: your name, e-mail address, phone number, the time of day that suits you, and the business challenge you chose.',
            'Business stage sign-ups: your e-mail address and the stage of business you picked.',
            'Volunteer applications from students: your name, e-mail address, phone number, university, program, year of study, experience, availability, interests and why you want to join.',
            'Proposal requests: your business name, industry, project scope, timeline, budget, goals, challenges, team size, current technology, e-mail address and phone number.',
          ],
        },
        { subheading: 'Client portal accounts' },
        'A client’s portal account holds your e-mail address, your password (stored only as a one-way hash nobody can read back), the access code our team gave you, your business details, the package you chose, your contract and signature, your messages with our team and your project’s status.',
        { subheading: 'Payments' },
        'Payments are processed by Stripe. Your card details go straight to Stripe; we never see or store your card number. Stripe tells us your name, e-mail address, what you paid for, the amount and whether the payment succeeded, which we keep for our accounting records.',
        { subheading: 'Cookies and browser storage' },
        {
          list: [
            'A session cookie that keeps you signed in to the client portal or our back office. It can only be read by our server, is sent only to our site, and ends when you sign out or it expires.',
            'A note in your browser’s local storage (hasSeenWebsitePopup) that remembers you have seen our free-website offer, so we do not show it again.',
            'A theme setting in local storage that keeps the site’s light colour scheme.',
          ],
        },
        'We do not use advertising or cross-site tracking cookies.',
        { subheading: 'Technical information' },
        'Our servers log the internet address, browser type, page and time of each request. We use these logs to keep the site secure, stop abuse such as repeated sign-in attempts, and fix problems.',
      ],
    },
    {
      id: 'why-we-collect-it',
      heading: 'Why we collect it',
      blocks: [
        {
          list: [
            'To answer your requests, book the calls you ask for and prepare the proposals you request.',
            'To deliver the services you buy, run your client portal and keep you informed about your project.',
            'To take payments, issue receipts and keep the financial records the law requires.',
            'To review volunteer applications and match students with client projects.',
            'To protect our site, our clients and our team against fraud, abuse and security threats.',
            'To meet our legal obligations.',
          ],
        },
        'We do not sell, rent or trade personal information, and we will not use it for a new purpose without asking you first unless the law requires or permits it.',
      ],
    },
    {
      id: 'consent',
      heading: 'Your consent',
      blocks: [
        'When you send us a form, create an account or buy a service, you consent to our using your information for the purpose that form, account or service describes. We ask for express consent before using sensitive information and before sending you marketing e-mails, as Canada’s Anti-Spam Legislation (CASL) requires, and every marketing e-mail has a way to unsubscribe.',
        'You can withdraw your consent at any time by contacting our Privacy Officer, subject to legal or contractual limits and reasonable notice. We will tell you what withdrawing means: for example, we cannot keep building your website without your contact details.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        {
          list: [
            'Service providers who help us run the business, such as our hosting, e-mail delivery and payment (Stripe) providers. They may use your information only to provide their service to us and must protect it.',
            'The students and mentors on your project, who see only what the work needs and have agreed in writing to keep it confidential.',
            'Authorities when the law requires it, and professional advisers such as our accountant or lawyer, who are bound by confidentiality.',
            'A buyer or successor if our business is sold or merged, who must protect your information as this policy does.',
          ],
        },
        'Some of our service providers store information outside Canada, including in the United States, where its laws apply and its authorities may access it. Our Privacy Officer can tell you which providers we use outside Canada and how we protect information there.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'We keep personal information only as long as we need it for the purpose we collected it for, or as long as the law requires:',
        {
          list: [
            'Strategy call, stage and proposal requests: up to two years after our last contact with you.',
            'Volunteer applications: up to two years after we make a decision on the application.',
            'Client accounts and project records: while you are a client, and up to two years after our work together ends.',
            'Payment and accounting records: six years after the end of the tax year they relate to, as Canadian tax law requires.',
            'Server logs: up to 90 days, unless we need them to investigate a security incident.',
          ],
        },
        'Information used to make a decision about you is kept for at least a year afterwards so you can ask to see it. What we no longer need, we delete or make anonymous.',
      ],
    },
    {
      id: 'safeguards',
      heading: 'How we protect it',
      blocks: [
        'We protect personal information with safeguards that match its sensitivity: encrypted connections (HTTPS) for everything we send, passwords stored only as one-way hashes, access limited to the people whose role needs it, documents shared through signed links that expire, and confidentiality agreements and privacy training for our team and students.',
        'No system is perfectly secure. If a breach of our safeguards creates a real risk of significant harm to you, we will tell you as soon as we can and report it to the Office of the Privacy Commissioner of Canada and to the Office of the Information and Privacy Commissioner of Alberta, as the law requires.',
      ],
    },
    {
      id: 'access-and-correction',
      heading: 'Seeing and correcting your information',
      blocks: [
        'You may ask us what personal information we hold about you, how we have used it and who we have shared it with, and you may ask us to correct anything that is inaccurate or incomplete. Send your request to our Privacy Officer. We will confirm your identity before we answer, reply within 30 days (or tell you if the law allows us more time and why we need it), and tell you in advance if any cost applies.',
        'If we cannot give you some information, for example because it would reveal someone else’s personal information, we will explain why. If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada or the Office of the Information and Privacy Commissioner of Alberta.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'Our website and services are meant for business owners and university students. We do not knowingly collect personal information from children under 13.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy as our services or the law change. We will post the new version here with its date, and tell clients about significant changes by e-mail or in the client portal before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact our Privacy Officer',
      blocks: [
        `Our Privacy Officer is responsible for how ${BRAND} handles personal information. For questions, requests or complaints, write to the Privacy Officer, ${BRAND}, ${site.city}, ${site.region}, or reach us here:`,
        { contact: true },
      ],
    },
  ],
};
