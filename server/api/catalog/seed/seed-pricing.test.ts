import { describeEngineProperties } from "@shared/quotes/engine/engine-properties";
import { seedCatalogue } from "../../formulas/seed/seed-catalogue";

const { services, formulas } = seedCatalogue();

describeEngineProperties("seeded catalogue and formulas", services, formulas);
