/** The contract's types the store answers, gathered for short imports. */
import type * as z from 'zod/mini';
import type { Agency, AgencyChoice, CustomAttribute as CustomAttributeSchema, SessionUser, TemporaryToken, Tokens } from '../../src/api/contract/auth';
import type { Role } from '../../src/api/endpoint';

export type { Agency, AgencyChoice, SessionUser, TemporaryToken, Tokens, Role };
export type CustomAttribute = z.infer<typeof CustomAttributeSchema>;
export type { Export, ExportType } from '../../src/api/contract/exports';
export type { Favorite } from '../../src/api/contract/favorites';
export type { Preference } from '../../src/api/contract/account';
export type { Version, VersionItem } from '../../src/api/contract/versions';
export type { UserGuide, UserGuideSummary } from '../../src/api/contract/userGuides';
export type { Page } from '../../src/api/contract/common';
export type { CustomerDetails, CustomerSearchResult, CustomerStatus } from '../../src/api/contract/customers';
export type { PlanningEvent, MonthlyActivityReport } from '../../src/api/contract/planning';
export type { UserSearchItem } from '../../src/api/contract/users';
export type { ProfessionalDetails } from '../../src/api/contract/professionals';
export type { PrestationType, PriceGridFormula, ProductType } from '../../src/api/contract/pricing';
export type { WeeklySlot } from '../../src/api/contract/weeklyUnavailabilities';
export type { AbsenceType, AvailablePro, Unavailability } from '../../src/api/contract/unavailabilities';
export type { News } from '../../src/api/contract/news';
