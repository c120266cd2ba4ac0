import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryKey } from './event-schema';

export interface CreateEventInput {
  organiserId: string;
  body: {
    name: string;
    description: string;
    start_date: string;
    end_date: string;
    cover_image: string;
    logo_image: string;
    number_of_seats: number;
    fees_per_delegate: number;
    total_revenue: number | null;
    website: string;
    instagram: string;
    organiser_id: string;
  };
}

/** POST /api/v1/events/create-event/{organiserId}; answers the new event's id. */
export const createEvent = async ({ organiserId, body }: CreateEventInput) => {
  const data = await apiRequest(`/api/v1/events/create-event/${encodeURIComponent(organiserId)}`, {
    method: 'POST',
    schema: z.object({ id: z.string() }),
    body,
  });
  return data?.id;
};

export const useCreateEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventsQueryKey }),
  });
};
