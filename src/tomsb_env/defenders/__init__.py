"""tomsb_env.defenders"""
