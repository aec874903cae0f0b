import { Article } from '../modules/articles/article.entity';
import { Campaign } from '../modules/campaigns/campaign.entity';
import { Analytics } from '../modules/engagement/analytics.entity';
import { LoginChallenge } from '../modules/identity/login-challenge.entity';
import { PasswordReset } from '../modules/identity/password-reset.entity';
import { Session } from '../modules/identity/session.entity';
import { User } from '../modules/identity/user.entity';
import { StockData } from '../modules/market/stock-data.entity';
import { BaseEntity } from './base.entity';

/** Every entity the ORM knows; new modules add theirs here. */
export const entities = [BaseEntity, User, Campaign, Article, Analytics, StockData, Session, LoginChallenge, PasswordReset];
