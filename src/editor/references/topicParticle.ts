import { particle } from '../../manifest/korean';

// Latin letters and digits are read by their Korean names; these end in a consonant
// (엘, 엠, 엔, 알; 영, 일, 삼, 육, 칠, 팔), so "FT-IR은" but "XPS는".
const CONSONANT_ENDINGS = new Set(['l', 'm', 'n', 'r', '0', '1', '3', '6', '7', '8']);

/** The name with its topic particle: "XPS는", "라만 분광기는", "FT-IR은". */
export function withTopic(name: string): string {
  const last = name.trim().slice(-1).toLowerCase();
  if (/[a-z0-9]/.test(last)) return `${name}${CONSONANT_ENDINGS.has(last) ? '은' : '는'}`;
  return `${name}${particle(name, '은/는')}`;
}
