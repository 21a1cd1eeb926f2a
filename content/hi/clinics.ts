import { clinicAddressLines, type Clinic } from "../clinics";
import { clinicName } from "../contact";
import { cityNames, stateNames } from "./cities";

/** The localities the clinics' addresses name, in Hindi, keyed by the English (../clinics.ts). */
const localityNames: Readonly<Record<string, string>> = {
  "Andheri East": "अंधेरी पूर्व",
};

/**
 * A clinic as a Hindi mail or dashboard names it: "Saheli Care जयपुर" (the product's name stays as
 * it is) and its address in Hindi. A street line, once the owner gives one, is shown as written.
 */
export function hindiClinic(clinic: Clinic): { name: string; addressLines: string[] } {
  const city = cityNames[clinic.id];
  return {
    name: `${clinicName} ${city}`,
    addressLines: clinicAddressLines({
      ...clinic,
      locality: clinic.locality ? (localityNames[clinic.locality] ?? clinic.locality) : null,
      city,
      state: stateNames[clinic.state] ?? clinic.state,
    }),
  };
}
