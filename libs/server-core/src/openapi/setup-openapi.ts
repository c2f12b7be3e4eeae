import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { listRouteAccess } from '../access/route-access.js';
import { GLOBAL_PREFIX } from '../http/configure-app.js';
import { describeOperations, type DescribeOptions } from './describe-operations.js';
import { addErrorComponents } from './error-answers.js';

/**
 * OpenAPI generated from the contracts: UI at /api/docs, the document at /api/docs-json. The
 * document is completed from the routes' own declarations (see describeOperations), so it reads
 * right for a client generator, not only for the UI.
 */
export function setupOpenApi(app: INestApplication, version: string, options: DescribeOptions = {}): void {
  const config = new DocumentBuilder()
    .setTitle('Dental platform API')
    .setDescription('Every request and answer shape comes from the zod schemas of @dental/contracts.')
    .setVersion(version)
    .addBearerAuth()
    // Paths already start with /api: the server is wherever the document itself is served from.
    .addServer('/', 'This installation')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  addErrorComponents(document);
  describeOperations(document, listRouteAccess(app, GLOBAL_PREFIX), options);
  SwaggerModule.setup(`${GLOBAL_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${GLOBAL_PREFIX}/docs-json` });
}
