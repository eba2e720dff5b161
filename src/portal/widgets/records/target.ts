/** Whose data a record widget shows: a family (customers' pages) or a professional (employees' pages). */
export type RecordTarget = { familyId: number; proId?: undefined } | { proId: number; familyId?: undefined };
