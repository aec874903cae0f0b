# IssuerWire: one Node process serving the API and the built web app.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data TSX_TSCONFIG_PATH=/app/api/tsconfig.json
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
COPY plugins plugins
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Node's flags as in scripts/api-build.mjs (API_NODE_FLAGS; api/test/api-bundle.test.ts compares them).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "api/dist/main.mjs"]
