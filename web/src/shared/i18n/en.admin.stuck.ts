/** The back office's words for clients left waiting at an onboarding step: the list's mark and Send reminder. */
export const enAdminStuck = {
  'clients.waiting.day': 'Waiting at {step} · 1 day',
  'clients.waiting.days': 'Waiting at {step} · {days} days',
  'clients.reminder.last': 'Reminder sent {date}',
  'clients.reminder.send': 'Send reminder',
  'clients.reminder.sendTo': 'Send reminder to {name}',
  'clients.reminder.sending': 'Sending...',
  'clients.reminder.sent': 'Reminder sent to {name}.',
  'clients.reminder.alreadySent': '{name} was already sent a reminder today.',
  'clients.reminder.codeInactive': 'The access code of {name} no longer works: issue a new code from its page instead.',
  'clients.reminder.nothingToRemind': '{name} no longer waits at an onboarding step.',
  'clients.reminder.failed': 'Failed to send the reminder',
} as const;
