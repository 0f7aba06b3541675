from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(tags=["health"])


class Health(BaseModel):
    status: str


@router.get("/health", response_model=Health)
async def health() -> Health:
    """Liveness: the API process is up and serving."""
    return Health(status="ok")
