"""tomsb_env.judges"""
