import { z } from 'zod';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { Stamp } from '../shared/actor';

export const userRoles = ['student', 'teacher'] as const;
export type UserRole = (typeof userRoles)[number];
export const globalRoles = ['superuser', 'user'] as const;
export type GlobalRole = (typeof globalRoles)[number];

export const userStreamId = (userId: string) => `user-${userId}`;

const stamp = { by: z.string(), at: z.string() };
export const userEventSchemas = {
  UserRegistered: z.object({
    userId: z.string(),
    email: z.string(),
    role: z.enum(userRoles),
    globalRole: z.enum(globalRoles),
    passwordHash: z.string(),
    ...stamp,
  }),
  GlobalRoleChanged: z.object({
    userId: z.string(),
    from: z.enum(globalRoles),
    to: z.enum(globalRoles),
    ...stamp,
  }),
};

export type UserEvent =
  | { type: 'UserRegistered'; data: z.infer<typeof userEventSchemas.UserRegistered> }
  | { type: 'GlobalRoleChanged'; data: z.infer<typeof userEventSchemas.GlobalRoleChanged> };

export type UserCommand =
  | ({
      type: 'RegisterUser';
      userId: string;
      email: string;
      role: UserRole;
      globalRole: GlobalRole;
      passwordHash: string;
    } & Stamp)
  | ({ type: 'ChangeGlobalRole'; userId: string; to: GlobalRole } & Stamp);

export type UserState =
  | { status: 'none' }
  | { status: 'registered'; userId: string; role: UserRole; globalRole: GlobalRole };

export const parseUserEvent = (type: string, data: unknown): UserEvent | null => {
  switch (type) {
    case 'UserRegistered':
      return { type, data: userEventSchemas.UserRegistered.parse(data) };
    case 'GlobalRoleChanged':
      return { type, data: userEventSchemas.GlobalRoleChanged.parse(data) };
    default:
      return null;
  }
};

const userNotFound = () => new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: { status: 'none' },
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'registered', userId: event.data.userId, role: event.data.role, globalRole: event.data.globalRole };
      case 'GlobalRoleChanged':
        return state.status === 'registered' ? { ...state, globalRole: event.data.to } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { by, at } = command;
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status !== 'none') {
          throw new DomainError('conflict', 'USER_EXISTS', 'This account already exists');
        }
        const { userId, email, role, globalRole, passwordHash } = command;
        return [{ type: 'UserRegistered', data: { userId, email, role, globalRole, passwordHash, by, at } }];
      }
      case 'ChangeGlobalRole': {
        if (state.status !== 'registered') throw userNotFound();
        if (state.globalRole === command.to) return [];
        return [{ type: 'GlobalRoleChanged', data: { userId: state.userId, from: state.globalRole, to: command.to, by, at } }];
      }
      default:
        return assertNever(command);
    }
  },
};
