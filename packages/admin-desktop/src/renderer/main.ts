import { mountConnectionPage } from './connection-page';

mountConnectionPage(document, window.larder);
