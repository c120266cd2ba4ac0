/** Every query of this feature that has no endpoint of its own starts with this. */
export const registrationsQueryKey = ['registrations'] as const;
