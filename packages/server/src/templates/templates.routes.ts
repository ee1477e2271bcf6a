import { templateEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import type { Services } from '../services.js';

/** The template endpoints of contract §7. */
export function registerTemplateRoutes(bind: BindEndpoint, { templates }: Services): void {
  bind(endpoints.listTemplates, () => templates.list());
  bind(endpoints.installTemplate, ({ caller, params }) => templates.install(caller, Number(params.group_id), Number(params.template_id)));
}
