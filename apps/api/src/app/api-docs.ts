import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { VISITOR_COOKIE } from '@shop/api/visitor';

/** The OpenAPI document of every /api route, built once at start-up. */
export function createApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Keto cookie shop API')
    .setDescription(
      'Sign-ups, contact messages and demo orders for the storefront. Every error body is ' +
        '{ statusCode, error, message } with a readable message. POST bodies are JSON of at most 32 KiB.',
    )
    .setVersion('1')
    .addCookieAuth(
      VISITOR_COOKIE,
      { type: 'apiKey', in: 'cookie', name: VISITOR_COOKIE, description: 'Signed visitor id; set by the API when missing.' },
      VISITOR_COOKIE,
    )
    .build();
  return SwaggerModule.createDocument(app, config);
}

export function registerApiDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, () => createApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    useGlobalPrefix: false,
  });
}
