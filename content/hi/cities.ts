import type { CitySlug, Tier } from "../cities";

/** The cities' names and the tiers' labels as Hindi pages show them. */
export const cityNames: Readonly<Record<CitySlug, string>> = {
  mumbai: "मुंबई",
  delhi: "दिल्ली",
  bangalore: "बेंगलुरु",
  chennai: "चेन्नई",
  hyderabad: "हैदराबाद",
  kolkata: "कोलकाता",
  pune: "पुणे",
  ahmedabad: "अहमदाबाद",
  jaipur: "जयपुर",
  lucknow: "लखनऊ",
  kanpur: "कानपुर",
  nagpur: "नागपुर",
  indore: "इंदौर",
  bhopal: "भोपाल",
  coimbatore: "कोयंबटूर",
  kochi: "कोच्चि",
};

export const tierLabels: Readonly<Record<Tier, string>> = {
  tier1: "महानगर",
  tier2: "बड़े शहर",
  tier3: "अन्य शहर",
};

/** The states the clinics are in, by their English names in ../city-places. */
export const stateNames: Readonly<Record<string, string>> = {
  "Delhi NCR": "दिल्ली एनसीआर",
  Gujarat: "गुजरात",
  Karnataka: "कर्नाटक",
  Kerala: "केरल",
  "Madhya Pradesh": "मध्य प्रदेश",
  Maharashtra: "महाराष्ट्र",
  Rajasthan: "राजस्थान",
  "Tamil Nadu": "तमिलनाडु",
  Telangana: "तेलंगाना",
  "Uttar Pradesh": "उत्तर प्रदेश",
  "West Bengal": "पश्चिम बंगाल",
};
