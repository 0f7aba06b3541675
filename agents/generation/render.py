"""Writing a :class:`QuerySpec` in KQL, SQL (any dialect, through sqlglot) and SPL.

Each renderer follows its platform's idioms — KQL filters on time first and projects the columns it
needs, SPL names index and sourcetype before the first pipe and uses ``tstats`` where the CIM
Authentication data model fits, SQL is written once and rendered for the requested dialect by sqlglot.
Values from the question are always escaped literals of the platform, never spliced as query text.
"""

from __future__ import annotations

import re
from typing import Any

import sqlglot

from agents.generation.spec import DATASETS, Filter, QuerySpec

KQL_TABLES = {
    "signins": "SigninLogs",
    "security_events": "SecurityEvent",
    "audit": "AuditLogs",
    "requests": "AppRequests",
    "container_logs": "ContainerLog",
    "pods": "KubePodInventory",
    "kube_events": "KubeEvents",
}
KQL_FIELDS: dict[str, dict[str, str]] = {
    "signins": {"time": "TimeGenerated", "user": "UserPrincipalName", "app": "AppDisplayName", "ip": "IPAddress",
                "country": "Location", "result": "ResultType", "result_text": "ResultDescription",
                "mfa": "AuthenticationRequirement", "risk": "RiskLevelDuringSignIn", "client_app": "ClientAppUsed",
                "conditional_access": "ConditionalAccessStatus"},
    "security_events": {"time": "TimeGenerated", "host": "Computer", "event_id": "EventID", "account": "TargetUserName",
                        "workstation": "WorkstationName", "ip": "IpAddress", "logon_type": "LogonType",
                        "activity": "Activity", "subject": "SubjectUserName", "status": "Status",
                        "sub_status": "SubStatus"},
    "audit": {"time": "TimeGenerated", "operation": "OperationName", "category": "Category", "result": "Result",
              "actor": "InitiatedBy", "target": "TargetResources", "role": "Role", "target_account": "TargetAccount"},
    "requests": {"time": "TimeGenerated", "service": "AppRoleName", "pod": "AppRoleInstance", "route": "Name",
                 "status": "ResultCode", "success": "Success", "duration": "DurationMs", "client_ip": "ClientIP",
                 "url": "Url"},
    "container_logs": {"time": "TimeGenerated", "node": "Computer", "container": "ContainerID", "pod": "PodName",
                       "namespace": "Namespace", "source": "LogEntrySource", "message": "LogEntry"},
    "pods": {"time": "TimeGenerated", "namespace": "Namespace", "pod": "Name", "status": "PodStatus",
             "container_status": "ContainerStatusReason", "restarts": "ContainerRestartCount", "node": "Computer",
             "controller": "ControllerName", "container_state": "ContainerStatus", "container": "ContainerName"},
    "kube_events": {"time": "TimeGenerated", "namespace": "Namespace", "name": "Name", "reason": "Reason",
                    "type": "KubeEventType", "message": "Message", "kind": "ObjectKind"},
}  # fmt: skip
# Fields that are parts of a column: TargetResources reads "<account>; role: <role>" for role assignments.
KQL_DERIVED = {
    ("audit", "role"): 'tostring(split(TargetResources, "; role: ")[1])',
    ("audit", "target_account"): 'tostring(split(TargetResources, ";")[0])',
}
SQL_DERIVED = {
    ("audit", "role"): "SUBSTR(target_resources, INSTR(target_resources, '; role: ') + 8)",
    ("audit", "target_account"): "SUBSTR(target_resources, 1, INSTR(target_resources || ';', ';') - 1)",
}
SQL_TABLES = {
    "signins": "signin_logs",
    "security_events": "security_events",
    "audit": "audit_logs",
    "requests": "app_requests",
    "container_logs": "container_logs",
    "pods": "kube_pod_inventory",
    "kube_events": "kube_events",
}
SPL_SOURCES = {
    "signins": ("identity", "azure:aad:signin"),
    "security_events": ("wineventlog", "WinEventLog:Security"),
    "audit": ("identity", "azure:aad:audit"),
    "requests": ("web", "app:requests"),
    "container_logs": ("k8s", "kube:container"),
    "pods": ("k8s", "kube:events"),
    "kube_events": ("k8s", "kube:events"),
}
SPL_FIELDS: dict[str, dict[str, str]] = {
    "signins": {"time": "_time", "user": "userPrincipalName", "app": "appDisplayName", "ip": "ipAddress",
                "country": "location.countryOrRegion", "result": "status.errorCode", "risk": "riskLevelDuringSignIn"},
    "security_events": {"time": "_time", "host": "host", "event_id": "EventCode", "account": "Account_Name",
                        "workstation": "Workstation_Name", "ip": "Source_Network_Address", "logon_type": "Logon_Type"},
    "audit": {"time": "_time", "operation": "activityDisplayName", "actor": "initiatedBy.user.userPrincipalName",
              "target": "targetResources{}.userPrincipalName", "result": "result"},
    "requests": {"time": "_time", "service": "service", "route": "route", "status": "status", "duration": "duration_ms",
                 "pod": "pod"},
    "container_logs": {"time": "_time", "pod": "pod", "namespace": "namespace", "node": "host", "message": "message",
                       "source": "stream"},
    "pods": {"time": "_time", "pod": "involvedObject.name", "namespace": "namespace", "container_status": "reason",
             "restarts": "count", "node": "source.host"},
    "kube_events": {"time": "_time", "name": "involvedObject.name", "namespace": "namespace", "reason": "reason",
                    "type": "type", "message": "message"},
}  # fmt: skip
_UNITS = {"m": "minute", "h": "hour", "d": "day"}


def kql_string(value: Any) -> str:
    """A KQL literal: strings escaped and double-quoted, numbers as they are."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def sql_string(value: Any) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int | float):
        return str(value)
    return "'" + str(value).replace("'", "''") + "'"


def spl_string(value: Any) -> str:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def _kql_field(spec: QuerySpec, name: str) -> str:
    return KQL_FIELDS[spec.dataset].get(name, name)


def _kql_filter(spec: QuerySpec, f: Filter) -> str:
    column = _kql_field(spec, f.field)
    value = f.value
    return {
        "eq": lambda: f"{column} == {kql_string(value)}",
        "ne": lambda: f"{column} != {kql_string(value)}",
        "in": lambda: f"{column} in ({', '.join(kql_string(v) for v in value)})",
        "not_in": lambda: f"{column} !in ({', '.join(kql_string(v) for v in value)})",
        "contains": lambda: f"{column} contains {kql_string(value)}",
        "startswith": lambda: f"{column} startswith {kql_string(value)}",
        "gt": lambda: f"{column} > {kql_string(value)}",
        "lt": lambda: f"{column} < {kql_string(value)}",
        "ge": lambda: f"{column} >= {kql_string(value)}",
        "le": lambda: f"{column} <= {kql_string(value)}",
        "status_class": lambda: f"{column} startswith {kql_string(value)}",
        "same_as": lambda: f"{column} == {_kql_field(spec, value)}",
    }[f.op]()


def kql_time(window: str) -> str:
    if window == "today":
        return "TimeGenerated >= startofday(now())"
    if window == "yesterday":
        return "TimeGenerated >= startofday(ago(1d)) and TimeGenerated < startofday(now())"
    if window == "since_yesterday":
        return "TimeGenerated >= startofday(ago(1d))"
    return f"TimeGenerated > ago({window})"


def _uses(spec: QuerySpec, *fields: str) -> bool:
    named = {f.field for f in spec.filters} | set(spec.group_by) | {spec.per, spec.measure_field}
    return any(name in named for name in fields)


def render_kql(spec: QuerySpec) -> str:
    lines = [KQL_TABLES[spec.dataset], f"| where {kql_time(spec.window)}"]
    if spec.dataset == "container_logs" and (spec.measure == "rows" or _uses(spec, "pod", "namespace")):
        # ContainerLog names containers only; the pod and namespace come from the pod inventory.
        lines.append(
            "| join kind=inner (KubePodInventory | distinct ContainerID, PodName = Name, Namespace) on ContainerID"
        )
    entity = DATASETS[spec.dataset].entity
    if spec.latest and entity:
        lines.append(f"| summarize arg_max(TimeGenerated, *) by {_kql_field(spec, entity)}")
    for (dataset, name), expression in KQL_DERIVED.items():
        if dataset == spec.dataset and _uses(spec, name):
            lines.append(f"| extend {_kql_field(spec, name)} = {expression}")
    lines += [f"| where {_kql_filter(spec, f)}" for f in spec.filters]
    lines += [f"| where {_kql_field(spec, 'message')} contains {kql_string(word)}" for word in spec.text]
    by = [_kql_field(spec, g) for g in spec.group_by]
    if spec.bucket:
        by.insert(0, f"bin(TimeGenerated, {spec.bucket})")
    if spec.measure == "rows":
        columns = [_kql_field(spec, k) for k in DATASETS[spec.dataset].key_fields]
        order = _kql_field(spec, spec.order_by) if spec.order_by else "TimeGenerated"
        lines += [f"| project {', '.join(columns)}", f"| order by {order} {_direction(spec)}", f"| take {spec.limit}"]
        return "\n".join(lines)
    # arg_max names its column after the field it keeps, so the latest value is ranked and filtered by that
    name = _kql_field(spec, spec.measure_field or "time") if spec.measure == "latest" else _kql_name(spec)
    if spec.measure == "avg_count":
        lines.append(f"| summarize Count = count() by {_kql_field(spec, spec.per or 'time')}")
    group = f" by {', '.join(by)}" if by else ""
    lines.append(
        f"| summarize {name} = {_kql_measure(spec)}{group}"
        if spec.measure != "latest"
        else f"| summarize arg_max(TimeGenerated, {_kql_field(spec, spec.measure_field or 'time')}){group}"
    )
    if spec.having is not None:
        lines.append(f"| where {name} > {kql_string(spec.having)}")
    if spec.top and by:
        lines.append(f"| top {spec.top} by {name} {_direction(spec)}")
    elif spec.bucket:
        lines.append("| order by TimeGenerated asc")
    elif by and spec.measure != "latest":
        lines.append(f"| order by {name} {_direction(spec)}")
    return "\n".join(lines)


def _direction(spec: QuerySpec) -> str:
    return "asc" if spec.ascending else "desc"


# A share is a fraction of the rows, a percent a hundred times it (written as a real, not integer, division).
_SCALE = {"share": "1.0", "percent": "100.0"}


def _kql_name(spec: QuerySpec) -> str:
    """The measure's column, in KQL's CamelCase ("Count", "DistinctCount", "P95")."""
    return "".join(part.title() for part in spec.measure_name.split("_"))


def _kql_measure(spec: QuerySpec) -> str:
    target = _kql_field(spec, spec.measure_field) if spec.measure_field else ""
    if spec.measure in ("p50", "p90", "p95", "p99"):
        return f"percentile({target}, {spec.measure[1:]})"
    if spec.condition:
        matching = " and ".join(_kql_filter(spec, f) for f in spec.condition)
        return f"{_SCALE[spec.measure]} * countif({matching}) / count()"
    return {
        "count": "count()",
        "dcount": f"dcount({target})",
        "avg": f"avg({target})",
        "max": f"max({target})",
        "min": f"min({target})",
        "sum": f"sum({target})",
        "increase": f"max({target}) - min({target})",
        "avg_count": "avg(Count)",
    }.get(spec.measure, "count()")


# --- SQL -----------------------------------------------------------------------------------------


def _sql_field(spec: QuerySpec, name: str) -> str:
    if (spec.dataset, name) in SQL_DERIVED:
        return SQL_DERIVED[spec.dataset, name]
    column = KQL_FIELDS[spec.dataset].get(name, name)
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", column).lower()


def _sql_filter(spec: QuerySpec, f: Filter) -> str:
    column = _sql_field(spec, f.field)
    value = f.value
    return {
        "eq": lambda: f"{column} = {sql_string(value)}",
        "ne": lambda: f"{column} <> {sql_string(value)}",
        "in": lambda: f"{column} IN ({', '.join(sql_string(v) for v in value)})",
        "not_in": lambda: f"{column} NOT IN ({', '.join(sql_string(v) for v in value)})",
        "contains": lambda: f"{column} LIKE {sql_string('%' + str(value) + '%')}",
        "startswith": lambda: f"{column} LIKE {sql_string(str(value) + '%')}",
        "gt": lambda: f"{column} > {sql_string(value)}",
        "lt": lambda: f"{column} < {sql_string(value)}",
        "ge": lambda: f"{column} >= {sql_string(value)}",
        "le": lambda: f"{column} <= {sql_string(value)}",
        "status_class": lambda: f"{column} LIKE {sql_string(str(value) + '%')}",
        "same_as": lambda: f"{column} = {_sql_field(spec, value)}",
    }[f.op]()


def sql_time(window: str) -> str:
    """The time filter in SQLite's form."""
    if window == "today":
        return "time_generated >= DATE('now')"
    if window == "yesterday":
        return "time_generated >= DATE('now', '-1 day') AND time_generated < DATE('now')"
    if window == "since_yesterday":
        return "time_generated >= DATE('now', '-1 day')"
    amount, unit = int(window[:-1]), _UNITS.get(window[-1], "hour")
    return f"time_generated >= DATETIME('now', '-{amount} {unit}{'s' if amount != 1 else ''}')"


_DAY_START = {"postgres": "CURRENT_DATE", "mysql": "CURDATE()", "tsql": "CAST(SYSUTCDATETIME() AS DATE)"}
_DAY_BEFORE = {
    "postgres": "CURRENT_DATE - INTERVAL '1 day'",
    "mysql": "CURDATE() - INTERVAL 1 DAY",
    "tsql": "DATEADD(day, -1, CAST(SYSUTCDATETIME() AS DATE))",
}
_TIME_FOR_DIALECT = {
    "postgres": lambda amount, unit: f"time_generated >= NOW() - INTERVAL '{amount} {unit}'",
    "mysql": lambda amount, unit: f"time_generated >= NOW() - INTERVAL {amount} {unit.upper()}",
    "tsql": lambda amount, unit: f"time_generated >= DATEADD({unit}, -{amount}, SYSUTCDATETIME())",
}


def render_sql(spec: QuerySpec, dialect: str = "sqlite") -> str:
    sqlite = _percentile_sql(spec) if spec.measure in PERCENTILES else _plain_sql(spec)
    if dialect == "sqlite":
        return sqlite.replace("__TIME__", sql_time(spec.window))
    rendered = sqlglot.transpile(sqlite, read="sqlite", write=dialect, pretty=False)[0]
    if spec.window == "today":
        return rendered.replace("__TIME__", f"time_generated >= {_DAY_START[dialect]}")
    if spec.window == "yesterday":
        between = f"time_generated >= {_DAY_BEFORE[dialect]} AND time_generated < {_DAY_START[dialect]}"
        return rendered.replace("__TIME__", between)
    if spec.window == "since_yesterday":
        return rendered.replace("__TIME__", f"time_generated >= {_DAY_BEFORE[dialect]}")
    amount, unit = int(spec.window[:-1]), _UNITS.get(spec.window[-1], "hour")
    return rendered.replace("__TIME__", _TIME_FOR_DIALECT[dialect](amount, unit))


def _percentile_sql(spec: QuerySpec) -> str:
    """A percentile through window functions, which every dialect has (SQLite has no percentile)."""
    share = int(spec.measure[1:]) / 100
    value = _sql_field(spec, spec.measure_field or "duration")
    group = [_sql_field(spec, g) for g in spec.group_by] or ["1"]
    where = ["__TIME__", *(_sql_filter(spec, f) for f in spec.filters)]
    keys = ", ".join(group)
    limit = f" LIMIT {spec.top}" if spec.top else ""
    return (
        f"WITH ranked AS (SELECT {keys}, {value}, PERCENT_RANK() OVER (PARTITION BY {keys} ORDER BY {value}) AS rank "
        f"FROM {SQL_TABLES[spec.dataset]} WHERE {' AND '.join(where)}) "
        f"SELECT {keys}, MIN({value}) AS {spec.measure} FROM ranked WHERE rank >= {share} "
        f"GROUP BY {keys} ORDER BY {spec.measure} {_direction(spec).upper()}{limit}"
    )


def _plain_sql(spec: QuerySpec) -> str:
    table = SQL_TABLES[spec.dataset]
    where = ["__TIME__", *(_sql_filter(spec, f) for f in spec.filters)]
    where += [f"{_sql_field(spec, 'message')} LIKE {sql_string('%' + word + '%')}" for word in spec.text]
    entity = DATASETS[spec.dataset].entity
    if (spec.latest or spec.measure == "latest") and entity:
        key = _sql_field(spec, entity)
        # Each entity's latest snapshot: the row whose time is the newest for that entity.
        newest = f"SELECT MAX(later.time_generated) FROM {table} AS later WHERE later.{key} = {table}.{key}"
        where.append(f"time_generated = ({newest})")
    group = [_sql_field(spec, g) for g in spec.group_by]
    direction = _direction(spec).upper()
    if spec.bucket:
        unit = {"1h": "%Y-%m-%d %H:00", "1d": "%Y-%m-%d", "1m": "%Y-%m-%d %H:%M"}.get(spec.bucket, "%Y-%m-%d %H:00")
        group.insert(0, f"STRFTIME('{unit}', time_generated)")
    limit = f" LIMIT {spec.top}" if spec.top else ""
    if spec.measure == "rows":
        select = [_sql_field(spec, k) for k in DATASETS[spec.dataset].key_fields]
        order = _sql_field(spec, spec.order_by) if spec.order_by else "time_generated"
        tail = f"ORDER BY {order} {direction} LIMIT {spec.limit}"
    elif spec.measure == "latest":
        latest = _sql_field(spec, spec.measure_field or "time")
        select = [*group, f"{latest} AS latest"]
        if spec.having is not None:
            where.append(f"{latest} > {sql_string(spec.having)}")
        tail = f"ORDER BY latest {direction}{limit}"
    elif spec.measure == "avg_count":
        per = _sql_field(spec, spec.per or "time")
        inner = f"SELECT {per}, COUNT(*) AS count FROM {table} WHERE {' AND '.join(where)} GROUP BY {per}"
        return f"SELECT AVG(count) AS average_count FROM ({inner}) AS counts"
    else:
        expression, name = _sql_measure(spec)
        select = [*([f"{group[0]} AS bucket"] if spec.bucket else []), *group[1 if spec.bucket else 0 :]]
        select.append(f"{expression} AS {name}")
        grouping = f"GROUP BY {', '.join(str(i + 1) for i in range(len(group)))} " if group else ""
        having = f"HAVING {expression} > {sql_string(spec.having)} " if spec.having is not None else ""
        order = "bucket ASC" if spec.bucket else f"{name} {direction}"
        tail = f"{grouping}{having}ORDER BY {order}{limit}" if group else ""
    return f"SELECT {', '.join(select)} FROM {table} WHERE {' AND '.join(where)} {tail}".strip()


def _sql_measure(spec: QuerySpec) -> tuple[str, str]:
    """The measure's SQL expression and the column it is written to."""
    target = _sql_field(spec, spec.measure_field) if spec.measure_field else ""
    if spec.condition:
        matching = " AND ".join(_sql_filter(spec, f) for f in spec.condition)
        return f"{_SCALE[spec.measure]} * SUM(CASE WHEN {matching} THEN 1 ELSE 0 END) / COUNT(*)", spec.measure_name
    expression = {
        "count": "COUNT(*)",
        "dcount": f"COUNT(DISTINCT {target})",
        "avg": f"AVG({target})",
        "max": f"MAX({target})",
        "min": f"MIN({target})",
        "sum": f"SUM({target})",
        "increase": f"MAX({target}) - MIN({target})",
    }.get(spec.measure, "COUNT(*)")
    return expression, spec.measure_name if spec.measure in _SQL_MEASURES else "count"


_SQL_MEASURES = ("count", "dcount", "avg", "max", "min", "sum", "increase")
PERCENTILES = ("p50", "p90", "p95", "p99")


# --- SPL -----------------------------------------------------------------------------------------


def _spl_field(spec: QuerySpec, name: str) -> str:
    return SPL_FIELDS[spec.dataset].get(name, name)


def _spl_term(spec: QuerySpec, f: Filter) -> str:
    field_name = _spl_field(spec, f.field)
    value = f.value
    if spec.dataset == "signins" and f.field == "result":
        # Splunk's sign-in status code is a number: 0 is success.
        value = [int(v) for v in value] if isinstance(value, list | tuple) else int(value)
    return {
        "eq": lambda: f"{field_name}={spl_string(value)}",
        "ne": lambda: f"{field_name}!={spl_string(value)}",
        "in": lambda: f"{field_name} IN ({', '.join(spl_string(v) for v in value)})",
        "not_in": lambda: f"NOT {field_name} IN ({', '.join(spl_string(v) for v in value)})",
        "contains": lambda: f"{field_name}={spl_string('*' + str(value) + '*')}",
        "startswith": lambda: f"{field_name}={spl_string(str(value) + '*')}",
        "gt": lambda: f"{field_name}>{spl_string(value)}",
        "lt": lambda: f"{field_name}<{spl_string(value)}",
        "ge": lambda: f"{field_name}>={spl_string(value)}",
        "le": lambda: f"{field_name}<={spl_string(value)}",
        "status_class": lambda: f"{field_name}={value}*",
        "same_as": lambda: f"{field_name}={_spl_field(spec, value)}",
    }[f.op]()


def spl_time(window: str) -> str:
    return {"today": "earliest=@d", "yesterday": "earliest=-1d@d latest=@d", "since_yesterday": "earliest=-1d@d"}.get(
        window, f"earliest=-{window}"
    )


_CIM = {"user": "Authentication.user", "ip": "Authentication.src", "app": "Authentication.app",
        "account": "Authentication.user", "host": "Authentication.dest"}  # fmt: skip


def render_spl(spec: QuerySpec) -> str:
    if _fits_authentication_model(spec):
        return _render_tstats(spec)
    index, sourcetype = SPL_SOURCES[spec.dataset]
    head = [f"index={index}", f'sourcetype="{sourcetype}"', spl_time(spec.window)]
    if spec.dataset == "pods":
        head.append('reason="BackOff"')
    head += [_spl_term(spec, f) for f in spec.filters if not (spec.dataset == "pods" and f.field == "container_status")]
    head += [spl_string(word) for word in spec.text]
    commands = [" ".join(head)]
    by = [_spl_field(spec, g) for g in spec.group_by]
    if spec.bucket:
        commands.append(f"timechart span={spec.bucket} count" + (f" by {by[0]}" if by else ""))
        return " | ".join(commands)
    if spec.measure == "rows":
        columns = [_spl_field(spec, k) for k in DATASETS[spec.dataset].key_fields if k in SPL_FIELDS[spec.dataset]]
        order = _spl_field(spec, spec.order_by) if spec.order_by else "_time"
        commands += [f"table {' '.join(dict.fromkeys(columns))}", f"sort - {order}", f"head {spec.limit}"]
        return " | ".join(commands)
    if spec.measure == "avg_count":
        commands.append(f"stats count by {_spl_field(spec, spec.per or 'time')}")
    if spec.condition:
        matching = spl_string(" ".join(_spl_term(spec, f) for f in spec.condition))
        commands.append(f"eval matched=if(searchmatch({matching}), {_SCALE[spec.measure]}, 0)")
    measure, name = _spl_measure(spec)
    commands.append(f"stats {measure}" + (f" by {', '.join(by)}" if by else ""))
    if spec.having is not None:
        commands.append(f"where {name} > {spl_string(spec.having)}")
    if by:
        commands.append(f"sort {'+' if spec.ascending else '-'} {name}")
        if spec.top:
            commands.append(f"head {spec.top}")
    return " | ".join(commands)


def _fits_authentication_model(spec: QuerySpec) -> bool:
    return (
        spec.dataset in ("signins", "security_events")
        and spec.measure in ("count", "dcount")
        and not spec.bucket
        and all(g in _CIM for g in spec.group_by)
        and all(f.field in ("result", "event_id") for f in spec.filters)
    )


def _render_tstats(spec: QuerySpec) -> str:
    action = ""
    if spec.filters:
        failed = any(f.op in ("not_in", "ne") or (f.field == "event_id" and f.value == 4625) for f in spec.filters)
        action = f' where Authentication.action="{"failure" if failed else "success"}"'
    measure = (
        "count" if spec.measure == "count" else f"dc({_CIM.get(spec.measure_field or 'user', 'Authentication.user')})"
    )
    name = "count" if spec.measure == "count" else "distinct_count"
    by = [_CIM[g] for g in spec.group_by]
    query = (
        f"| tstats summariesonly=false {measure} as {name} from datamodel=Authentication.Authentication"
        f"{action} {spl_time(spec.window)}" + (f" by {' '.join(by)}" if by else "")
    )
    if by:
        query += f" | sort - {name}" + (f" | head {spec.top}" if spec.top else "")
    return query


def _spl_measure(spec: QuerySpec) -> tuple[str, str]:
    target = _spl_field(spec, spec.measure_field) if spec.measure_field else ""
    name = spec.measure_name
    function = {
        "dcount": "dc",
        "avg": "avg",
        "max": "max",
        "min": "min",
        "sum": "sum",
        "p50": "median",
        "p90": "perc90",
        "p95": "perc95",
        "p99": "perc99",
        "increase": "range",
        "latest": "latest",
    }.get(spec.measure)
    if spec.measure == "avg_count":
        return "avg(count) as average_count", "average_count"
    if spec.condition:
        return f"avg(matched) as {name}", name
    if spec.dataset == "pods" and spec.measure_field == "restarts":
        return f"count as {name}", name  # Splunk sees restarts as BackOff events, one per restart
    if function is None:
        return "count", "count"
    return f"{function}({target}) as {name}", name
