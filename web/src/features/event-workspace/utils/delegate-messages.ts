import { registrationMessages } from '../../../../../domain/registrations/registration-rules';
import type { DelegateTableSection } from './delegate-sections';

/** Spec §2 item 6 and §8: what the Delegates tab and the delegate profile say. */
export const delegateMessages = {
  loadFailed: {
    'key-info': 'Failed to load delegates',
    'contact-info': 'Failed to load contact info',
    'food-info': 'Failed to load food info',
  } satisfies Record<DelegateTableSection, string>,
  empty: {
    'key-info': 'No delegates have registered for this event yet',
    'contact-info': 'No delegate contacts found',
    'food-info': 'No delegate food info found',
  } satisfies Record<DelegateTableSection, string>,
  noMatch: 'No delegates found matching your search',
  removed: registrationMessages.removed,
  removeFailed: 'Failed to remove delegate',
  idNotFound: 'Delegate ID not found',
  notFound: 'Delegate not found',
  profileLoadFailed: 'Failed to load delegate profile',
} as const;
