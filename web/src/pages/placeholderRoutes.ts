import { services } from '../content/services';
import type { PlaceholderPageProps } from './PlaceholderPage';

type PlaceholderRoute = PlaceholderPageProps & { path: string };

/** Public and portal routes that show only their heading until their issue fills them. */
export const publicPlaceholders: PlaceholderRoute[] = [
  { path: '/about', title: 'About', description: 'Who we are, how our student teams work and where the profit goes.' },
  { path: '/blog', title: 'Blog', description: 'Insights and practical tips on marketing and growing a small business.' },
  { path: '/blog/:slug', title: 'Blog Post', description: 'An article from our blog.' },
  ...services.map((service) => ({ path: service.path, title: service.name, description: service.summary })),
  {
    path: '/services/social-media/case-studies',
    title: 'Social Media Case Studies',
    description: 'Results from our social media marketing clients.',
  },
  {
    path: '/services/web-development/portfolio',
    title: 'Web Development Portfolio',
    description: 'Websites our student teams have built for local businesses.',
  },
  {
    path: '/workshop',
    title: 'Student Workshop',
    description: 'Apply to volunteer with our student team and work with real clients.',
  },
  {
    path: '/proposal',
    title: 'Request a Proposal',
    description: 'Tell us about your business and project and get a tailored proposal.',
  },
  {
    path: '/free-website',
    title: 'Get a Free Website',
    description: 'Try a professional website free for 7 days, no credit card required.',
  },
  { path: '/support', title: 'Support', description: 'Our support centre is coming soon.' },
  { path: '/privacy-policy', title: 'Privacy Policy', description: 'How we collect, use and protect your information.' },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms that apply when you use our website and services.',
  },
  { path: '/sitemap', title: 'Sitemap', description: 'Every page on our website in one place.' },
  { path: '/thank-you-private', title: 'Thank You', description: 'Welcome aboard: here is what happens next.', noIndex: true },
  { path: '/onboarding', title: 'Client Portal', description: 'Sign in to your client portal.', noIndex: true },
  {
    path: '/onboarding/register',
    title: 'Create Your Account',
    description: 'Register with the access code from our team.',
    noIndex: true,
  },
  { path: '/reset-password', title: 'Forgot Password', description: 'Reset the password of your client account.', noIndex: true },
  {
    path: '/onboarding/payment',
    title: 'Choose Your Package',
    description: 'Pick the website package that fits your business.',
    noIndex: true,
  },
  { path: '/onboarding/contract', title: 'Contract', description: 'Review and sign your project contract.', noIndex: true },
  {
    path: '/onboarding/video',
    title: 'Welcome Video',
    description: 'A short video on how we will work together.',
    noIndex: true,
  },
  {
    path: '/onboarding/dashboard',
    title: 'Client Dashboard',
    description: 'Your project status, messages and meetings.',
    noIndex: true,
  },
  {
    path: '/checkout/success',
    title: 'Payment Successful!',
    description: 'Thank you, your payment went through.',
    noIndex: true,
  },
  {
    path: '/checkout/cancel',
    title: 'Payment Cancelled',
    description: 'Your payment was cancelled and you were not charged.',
    noIndex: true,
  },
];

/** Admin routes (behind the admin guard) that show only their heading for now. */
export const adminPlaceholders: PlaceholderRoute[] = [
  // docs/adr/0004-spec-choices.md: the payment diagnostic is admin-only.
  { path: '/payment-status', title: 'Payment Status', description: 'Recent payments and their status.', noIndex: true },
  { path: '/admin/posts/new', title: 'New Post', description: 'Write a new blog post.', noIndex: true },
  { path: '/admin/posts/:id/edit', title: 'Edit Post', description: 'Edit a blog post.', noIndex: true },
  {
    path: '/admin/applications',
    title: 'Volunteer Applications',
    description: 'Review student volunteer applications.',
    noIndex: true,
  },
  {
    path: '/admin/clients',
    title: 'Client Management',
    description: 'Clients, their onboarding status and messages.',
    noIndex: true,
  },
  {
    path: '/admin/clients/:clientId/messages',
    title: 'Client Messages',
    description: 'The message thread with a client.',
    noIndex: true,
  },
];
