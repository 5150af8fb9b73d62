/// <reference types="@cloudflare/workers-types" />
