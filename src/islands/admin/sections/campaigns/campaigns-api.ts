// Calls of the Campaigns tab (decision 0041). A 401 ends the session like every back-office call.
import { api } from '../../../../lib/api-client.ts';
import { API, withQuery } from '../../../../lib/routes.ts';
import type { LocaleCode } from '../../../../lib/i18n/locales.ts';
import type {
  Audience,
  AudienceCount,
  Campaign,
  CampaignInput,
  CampaignVersion,
  DeliveryAction,
  RenderedCampaign,
} from '../../../../lib/schemas/campaigns.ts';
import { guarded } from '../../admin-api.ts';

export const campaignsApi = {
  list: () => guarded(() => api.get<Campaign[]>(API.adminCampaigns)),
  get: (id: number) => guarded(() => api.get<Campaign>(API.adminCampaign.path(id))),
  create: (input: CampaignInput | { fromPostId: number }) =>
    guarded(() => api.post<Campaign>(API.adminCampaigns, input)),
  save: (id: number, version: number, input: CampaignInput) =>
    guarded(() => api.put<Campaign>(API.adminCampaign.path(id), { ...input, version })),
  remove: (id: number, version: number) =>
    guarded(() => api.delete<{ deleted: true }>(API.adminCampaign.path(id), { version })),
  /** One version of the draft, in its language's layout. */
  preview: ({ subject, preheader, body }: Pick<CampaignInput, 'subject' | 'preheader' | 'body'>, locale: LocaleCode) =>
    guarded(() => api.post<RenderedCampaign>(API.adminCampaignPreview, { subject, preheader, body, locale })),
  audience: (audience: Audience) =>
    guarded(() =>
      api.get<AudienceCount>(
        withQuery(API.adminCampaignAudience, { ...audience, languages: audience.languages?.join(',') }),
      ),
    ),
  /** One version of the draft as on screen: its message only (the audience is not part of a test). */
  test: (id: number, to: string, { subject, preheader, body }: CampaignVersion, locale: LocaleCode) =>
    guarded(() =>
      api.post<{ queued: true }>(API.adminCampaignTest.path(id), { to, draft: { subject, preheader, body }, locale }),
    ),
  delivery: (id: number, version: number, action: DeliveryAction, scheduledAt?: string) =>
    guarded(() =>
      api.post<Campaign>(API.adminCampaignDelivery.path(id), {
        version,
        action,
        ...(scheduledAt ? { scheduledAt } : {}),
      }),
    ),
};
