export * from './hosted-page.entity';
export * from './hosted.routes';
export * from './hosted.service';
