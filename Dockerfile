# One image for the api, worker and agents services (docker-compose.yml picks the command).
FROM python:3.11-slim
ENV UV_PYTHON_DOWNLOADS=never UV_COMPILE_BYTECODE=1 UV_LINK_MODE=copy PATH="/app/.venv/bin:$PATH"
RUN pip install --no-cache-dir uv==0.13.9
WORKDIR /app
COPY pyproject.toml uv.lock README.md ./
COPY lexiquery lexiquery
COPY workflows workflows
COPY activities activities
COPY workers workers
COPY api api
COPY agents agents
COPY config config
COPY temporal-config temporal-config
RUN uv sync --frozen --no-dev
RUN useradd --create-home lexiquery && mkdir -p /data && chown lexiquery /data
USER lexiquery
ENV LEXIQUERY_STATE_DIR=/data LEXIQUERY_LOG_FORMAT=json
