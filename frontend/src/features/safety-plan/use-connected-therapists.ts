import { useEffect, useState } from 'react';
import { therapistsApi } from '../therapists';
import type { ConnectedTherapist } from './plan-model';

/** Connections that are under way with the therapist (not pending, declined or withdrawn). */
const CONNECTED = new Set(['accepted', 'active']);

/** The person's connected therapists, through the therapists feature's public API; none when it cannot be read. */
export function useConnectedTherapists(): ConnectedTherapist[] {
  const [therapists, setTherapists] = useState<ConnectedTherapist[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    therapistsApi.listConnections(controller.signal).then(
      (connections) => {
        const seen = new Set<string>();
        const list: ConnectedTherapist[] = [];
        for (const c of connections) {
          const t = c.therapistId;
          if (!CONNECTED.has(c.status) || !t || seen.has(t._id)) continue;
          seen.add(t._id);
          list.push({ id: t._id, name: `${t.profile.firstName} ${t.profile.lastName}`.trim(), licenseType: t.therapistProfile.licenseType });
        }
        setTherapists(list);
      },
      // The plan works without it: the crisis lines are always there.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return therapists;
}
