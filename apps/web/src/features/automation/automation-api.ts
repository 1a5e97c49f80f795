import {
  AutomationRuleListResponse,
  AutomationRuleResponse,
  AutomationRunListResponse,
  TryAutomationRuleResponse,
  type AutomationRuleInput,
  type UpdateAutomationRuleRequest,
} from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

export const automationApi = {
  list: (workspaceId: string) => apiClient.get(`/workspaces/${workspaceId}/automation-rules`, AutomationRuleListResponse),
  create: (workspaceId: string, body: AutomationRuleInput) =>
    apiClient.post(`/workspaces/${workspaceId}/automation-rules`, AutomationRuleResponse, body),
  update: (ruleId: string, body: UpdateAutomationRuleRequest) =>
    apiClient.patch(`/automation-rules/${ruleId}`, AutomationRuleResponse, body),
  remove: (ruleId: string) => apiClient.send('DELETE', `/automation-rules/${ruleId}`),
  reorder: (workspaceId: string, ruleIds: string[]) =>
    apiClient.send('PUT', `/workspaces/${workspaceId}/automation-rules/order`, { ruleIds }),
  runs: (ruleId: string) => apiClient.get(`/automation-rules/${ruleId}/runs`, AutomationRunListResponse),
  tryOut: (workspaceId: string, body: AutomationRuleInput) =>
    apiClient.post(`/workspaces/${workspaceId}/automation-rules/try`, TryAutomationRuleResponse, body),
};
