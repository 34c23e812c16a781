import { useQuery } from '@tanstack/react-query';
import { expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';
import type { ProjectTemplate, TemplateMilestone } from '../../project/projectPlan';

/** The project template new clients' plans are made from (admins only). */
export function useProjectTemplate() {
  return useQuery({
    queryKey: onboardingKeys.projectTemplate,
    queryFn: () => expectOk(onboardingApi.GET('/admin/project-template')),
  });
}

/** Replaces the template. */
export const saveProjectTemplate = (milestones: TemplateMilestone[]): Promise<ProjectTemplate> =>
  expectOk(onboardingApi.PUT('/admin/project-template', { body: { milestones } }));
