// Writes src/ghana-phone-metadata.json: the phone library's full metadata ("max", which tells a
// mobile number from a landline) for Ghana alone, a few hundred bytes instead of the world's 150 KB.
// Run it after updating libphonenumber-js; a unit test fails while the file is out of step.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export function ghanaPhoneMetadata() {
  const world = createRequire(import.meta.url)('libphonenumber-js/metadata.max.json');
  return {
    version: world.version,
    country_calling_codes: { 233: world.country_calling_codes['233'] },
    countries: { GH: world.countries.GH },
    nonGeographic: {},
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const file = new URL('../src/ghana-phone-metadata.json', import.meta.url);
  writeFileSync(file, `${JSON.stringify(ghanaPhoneMetadata(), null, 2)}\n`);
}
