"""tomsb_env.llm"""
