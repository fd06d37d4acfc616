export { NotifySection } from './lib/NotifySection';
export { NewsletterSection } from './lib/NewsletterSection';
export { ContactSection } from './lib/ContactSection';
export { EmailSignupForm } from './lib/EmailSignupForm';
export type { EmailSignupCopy, EmailSignupFormProps } from './lib/EmailSignupForm';

