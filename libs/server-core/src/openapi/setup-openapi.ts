import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { GLOBAL_PREFIX } from '../http/configure-app.js';

/** OpenAPI generated from the contracts: UI at /api/docs, the document at /api/docs-json. */
export function setupOpenApi(app: INestApplication, version: string): void {
  const config = new DocumentBuilder()
    .setTitle('Dental platform API')
    .setDescription('Every request and answer shape comes from the zod schemas of @dental/contracts.')
    .setVersion(version)
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup(`${GLOBAL_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${GLOBAL_PREFIX}/docs-json` });
}
