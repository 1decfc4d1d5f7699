import { fixtureFormulas, fixtureServices } from "./engine-fixtures";
import { describeEngineProperties } from "./engine-properties";

describeEngineProperties("fixture catalogue", fixtureServices, fixtureFormulas);
