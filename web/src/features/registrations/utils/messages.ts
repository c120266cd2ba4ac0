/** The load messages of spec §8 that this feature shows, and its own screen texts. */
export const loadMessages = {
  event: (message: string) => `Failed to get event by id: ${message}`,
  registrationInfo: (message: string) => `Failed to get registration info: ${message}`,
  user: (message: string) => `Failed to get user by id: ${message}`,
} as const;

/** Spec §2 Success pages: the user is registered to the 2025 edition of the conference. */
export const SUCCESS_HEADLINE = 'You are registered for the 2025 edition of the conference!';

export const emptyTexts = {
  supportContacts: 'No support contacts yet',
  generalDocuments: 'No general documents available',
  committeeDocuments: 'No committee documents available',
  agendas: 'No agendas for your committee yet',
} as const;

export const CANCEL_QUESTION = 'Are you sure you want to cancel your registration for this event?';

/** As the profile screens say it when no user id is stored. */
export const USER_ID_MISSING = 'User ID not found. Please login again.';
