/** The client portal's words for its own record: its contact details and its completed project. */
export const enPortalRecords = {
  'dashboard.contact': 'Your Contact Details',
  'dashboard.contact.name': 'Contact Name',
  'dashboard.contact.phone': 'Phone',
  'dashboard.contact.notGiven': 'Not provided',
  'dashboard.contact.edit': 'Edit Contact Details',
  'dashboard.contact.edit.description': 'How the team reaches you. To change your email, use your account page.',
  'dashboard.contact.name.invalid': 'Please enter your name on one line',
  'dashboard.contact.phone.invalid': 'Please enter a valid phone number',
  'dashboard.contact.save': 'Save',
  'dashboard.contact.saving': 'Saving...',
  'dashboard.contact.cancel': 'Cancel',
  'dashboard.contact.saved': 'Contact details updated',
  'dashboard.contact.failed': 'Failed to update your contact details',
  'dashboard.status.completed': 'Project Completed',
  'dashboard.status.completedOn': 'Completed on {date}',
} as const;
