/** Provider-network locations around a ZIP, filtered, sorted and paged (spec 2, 3, 7). */

import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts';
import type { LocationsSearchBody, NetworkLocation, ProviderGroup } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { translate } from '../../http/language';
import { distanceMiles, roundMiles, type StreetPlace } from '../../reference-data/geo';
import type { Area } from '../county-data/public';

interface LocationRow extends StreetPlace {
  id: string;
  group_id: string;
  name: string;
  onsite_pharmacy: boolean;
  onsite_labs: boolean;
  description: string[];
  links: { label: string; url: string }[];
  phones: string[];
  npis: string[];
}
interface GroupRow {
  id: string;
  name: string;
  group_type: ProviderGroup['groupType'];
  links: { label: string; url: string }[];
}
interface DoctorRow {
  npi: string;
  presentation_name: string;
  specialty: string;
  gender: 'Female' | 'Male';
  languages: ('English' | 'Spanish')[];
}

const loadArea = async (db: Queryable, area: Area) => {
  const [locations, groups, doctors] = await Promise.all([
    db.query<LocationRow>('select * from ref_locations where fips = any($1::text[])', [area.fips]),
    db.query<GroupRow>(
      'select id, name, group_type, links from ref_provider_groups where fips = any($1::text[])',
      [area.fips],
    ),
    db.query<DoctorRow>(
      'select npi, presentation_name, specialty, gender, languages from ref_doctors where fips = any($1::text[])',
      [area.fips],
    ),
  ]);
  return {
    locations,
    groups: new Map(groups.map((g) => [g.id, g])),
    doctors: new Map(doctors.map((d) => [d.npi, d])),
  };
};

/** A location's or group's links, each label in the answer's language. */
const linksIn = (links: readonly { label: string; url: string }[], language: Language) =>
  links.map((link) => ({ ...link, label: translate(link.label, language) }));

/** The locations a search finds, their stored words (description lines, link labels) in `language`. */
export const searchLocations = async (
  db: Queryable,
  area: Area,
  q: LocationsSearchBody,
  language: Language,
) => {
  const { locations, groups, doctors } = await loadArea(db, area);
  const matches = locations.flatMap((l): NetworkLocation[] => {
    const group = groups.get(l.group_id);
    if (!group) return [];
    if (q.groupTypes.length > 0 && !q.groupTypes.includes(group.group_type)) return [];
    const distance = roundMiles(distanceMiles(area.latitude, area.longitude, l.latitude, l.longitude));
    if (distance > q.radius) return [];
    const providers = l.npis.flatMap((npi) => {
      const d = doctors.get(npi);
      if (!d) return [];
      if (q.gender.length > 0 && !q.gender.includes(d.gender)) return [];
      if (q.languages.length > 0 && !q.languages.every((lang) => d.languages.includes(lang))) return [];
      return [
        {
          npi: d.npi,
          name: d.presentation_name,
          specialty: d.specialty,
          gender: d.gender,
          languages: d.languages,
        },
      ];
    });
    // With a gender or language filter, a location stays only when one of its doctors matches.
    if ((q.gender.length > 0 || q.languages.length > 0) && providers.length === 0) return [];
    return [
      {
        id: l.id,
        name: l.name,
        address: { street: l.street, city: l.city, state: l.state, zip: l.zip },
        distance,
        onsitePharmacy: l.onsite_pharmacy,
        onsiteLabs: l.onsite_labs,
        description: l.description.map((line) => translate(line, language)),
        links: linksIn(l.links, language),
        phones: l.phones,
        providerGroup: {
          id: group.id,
          name: group.name,
          groupType: group.group_type,
          links: linksIn(group.links, language),
        },
        providers,
        sample: true,
      },
    ];
  });
  matches.sort((a, b) =>
    q.sort === 'Name'
      ? a.name.localeCompare(b.name) || a.distance - b.distance
      : a.distance - b.distance || a.name.localeCompare(b.name),
  );
  const counts = new Map<string, number>();
  for (const m of matches) counts.set(m.providerGroup.id, (counts.get(m.providerGroup.id) ?? 0) + 1);
  const providerGroups: ProviderGroup[] = [...counts].flatMap(([id, locationCount]) => {
    const g = groups.get(id);
    return g ? [{ id, name: g.name, groupType: g.group_type, links: g.links, locationCount }] : [];
  });
  const start = (q.page - 1) * q.pageSize;
  return {
    locations: matches.slice(start, start + q.pageSize),
    providerGroups,
    total: matches.length,
    providerCount: new Set(matches.flatMap((m) => m.providers.map((p) => p.npi))).size,
  };
};

/** Counts of the area around a ZIP at a radius (GET /metadata). */
export const areaCounts = async (db: Queryable, area: Area, zipCode: string, radius: number) => {
  // Counts only: the answer's words are not read, so in any language.
  const all = await searchLocations(
    db,
    area,
    {
      zipCode,
      radius,
      gender: [],
      languages: [],
      groupTypes: [],
      sort: 'Distance',
      page: 1,
      pageSize: 1,
    },
    DEFAULT_LANGUAGE,
  );
  return { locations: all.total, providerGroups: all.providerGroups.length, providers: all.providerCount };
};
