import type { PlanningUseCases } from '@larder/domain/planning/planning-use-cases';

/** What the meal-plan calls need: one use case for each job. */
export type PlanningHttpDependencies = PlanningUseCases;
